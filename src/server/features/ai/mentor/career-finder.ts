/**
 * Career-finder answers: the top three careers for the interests a user states, each with why it
 * fits, approximate entry pay and first steps. Interests are matched to areas of the knowledge base; areas the
 * user rejects ("I hate maths") count against their careers.
 */
import type { AssessmentAreaId } from '~/shared/assessment';
import { areaName, careerAreas, remedyFor, stepText } from './assessment-advice';
import { careerById, mentorKnowledge } from './knowledge-base';
import type { Career, CareerId } from './knowledge-types';
import { NEGATION, findCareerMentions, matchInterests, type InterestMatch } from './recognise';
import type { Person } from './person';
import { MENTOR_LABELS, capitalise, formatLpa, joinAnd, nextSteps, normalise, say, splitPhrases } from './text';

/** The career finder's own words (headings, labels, questions, next steps), written in the answer's language. */
const WORDS = {
  streamHeading: /*i18n*/ { id: 'mentor.finder.stream-heading', message: 'After Class 12 {stream}: where it can lead' },
  streamNormal: /*i18n*/ { id: 'mentor.finder.stream-normal', message: 'Not knowing yet is normal at this stage.' },
  career: /*i18n*/ { id: 'mentor.finder.column-career', message: 'Career' },
  typicalRoute: /*i18n*/ { id: 'mentor.finder.column-route', message: 'Typical route' },
  entryPayApprox: /*i18n*/ { id: 'mentor.finder.column-pay', message: 'Entry pay (approx.)' },
  payIs: /*i18n*/ { id: 'mentor.finder.pay-is', message: 'Pay is {disclaimer}.' },
  streamQuestion: /*i18n*/ {
    id: 'mentor.finder.stream-question',
    message: 'To narrow it down, one question: **which subject or activity in Class 12 did you enjoy most, even when it was hard?**',
  },
  streamStepReply: /*i18n*/ { id: 'mentor.finder.stream-step-reply', message: 'Reply with that subject or activity, and anything you definitely do not enjoy.' },
  streamStepRead: /*i18n*/ {
    id: 'mentor.finder.stream-step-read',
    message: 'Read about a day in the life of {first} and {second}, and notice which one you want to know more about.',
  },
  interestsHeading: /*i18n*/ { id: 'mentor.finder.interests-heading', message: 'Let’s find careers that fit you' },
  lost: /*i18n*/ {
    id: 'mentor.finder.lost',
    message: 'It sounds like you are not sure what to do next. That is common, and it is fixable with a little information about you.',
  },
  needMore: /*i18n*/ { id: 'mentor.finder.need-more', message: 'I need a little about you before I can match you with careers.' },
  interestsQuestion: /*i18n*/ {
    id: 'mentor.finder.interests-question',
    message: 'One question to start: **what do you enjoy doing, and what are you studying (or working as) now?**',
  },
  interestsExample: /*i18n*/ {
    id: 'mentor.finder.interests-example',
    message: 'For example: "I like numbers and explaining things; I am in B.Com second year". Interest areas I know well: {areas}.',
  },
  interestsStepAnswer: /*i18n*/ {
    id: 'mentor.finder.interests-step-answer',
    message: 'Answer in one or two lines; mention anything you definitely do not enjoy, so I can rule those careers out.',
  },
  interestsStepAssessment: /*i18n*/ {
    id: 'mentor.finder.interests-step-assessment',
    message: 'If you have not yet, take the free 15-minute skills assessment: its result helps me rank careers for you.',
  },
  topMatches: /*i18n*/ { id: 'mentor.finder.top-matches', message: 'Your top career matches' },
  whyFits: /*i18n*/ { id: 'mentor.finder.why-fits', message: 'Why it fits:' },
  routeWorking: /*i18n*/ { id: 'mentor.finder.route-working', message: 'Route while working:' },
  route: /*i18n*/ { id: 'mentor.finder.route', message: 'Typical route:' },
  firstSteps: /*i18n*/ { id: 'mentor.finder.first-steps', message: 'First steps:' },
  toWorkOn: /*i18n*/ { id: 'mentor.finder.to-work-on', message: 'To work on:' },
  alsoWorthALook: /*i18n*/ { id: 'mentor.finder.also', message: 'Also worth a look:' },
  stepWeekend: /*i18n*/ {
    id: 'mentor.finder.step-weekend',
    message: 'Spend one weekend on the first step for {first} and one for {second}: the one you enjoy more is your signal.',
  },
  mentioned: /*i18n*/ { id: 'mentor.finder.mentioned', message: 'You mentioned **{words}**, which points to: {areas}.' },
  named: /*i18n*/ { id: 'mentor.finder.named', message: 'You named **{career}** yourself, so it comes first, with related careers to compare it with.' },
  strongFirst: /*i18n*/ {
    id: 'mentor.finder.strong-first',
    message: 'Your skills assessment shows strong {areas}, so among your matches the careers that use it come first.',
  },
  avoid: /*i18n*/ { id: 'mentor.finder.avoid', message: 'You would rather avoid {areas}, so I ranked those careers lower.' },
  thenTry: /*i18n*/ { id: 'mentor.finder.then-try', message: '{milestone}; then try: {project}.' },
  namedFits: /*i18n*/ { id: 'mentor.finder.named-fits', message: 'You named it yourself, and your interests fit it' },
  usesStrong: /*i18n*/ { id: 'mentor.finder.uses-strong', message: 'It uses your strong {areas}.' },
  needsWeak: /*i18n*/ { id: 'mentor.finder.needs-weak', message: 'this role needs {area}, which your assessment put low; start with {remedy}' },
  careerWeak: /*i18n*/ {
    id: 'mentor.finder.career-weak',
    message: 'Your assessment put career direction low, so decide with a method rather than a hunch: read {remedy}',
  },
  stepAsk: /*i18n*/ { id: 'mentor.finder.step-ask', message: 'Ask me for a learning path to become a {career}, or a what-if comparison of your top two.' },
};

/** Points a career gets from an interest area by its rank in that area's list. */
const RANK_POINTS = [3, 2, 1, 1];
/** Points for naming a career outright ("maybe something like UX design"). */
const NAMED_POINTS = 4;
/** Points a career the interests already match gets for each strong assessment area it leans on. */
const STRONG_AREA_POINTS = 2;

export interface CareerScore {
  career: Career;
  score: number;
  reasons: InterestMatch[];
}

/**
 * Careers ranked for the interests in `userText` (best first, ties in the knowledge base's order), with the interests
 * matched. A career the interests already match gains `STRONG_AREA_POINTS` for each of the person's `strong`
 * assessment areas it leans on; the assessment reorders matches, it never adds a career on its own.
 */
export function rankCareers(userText: string, strong: readonly AssessmentAreaId[] = []): { ranked: CareerScore[]; interests: InterestMatch[] } {
  const interests = matchInterests(userText);
  const scores = new Map<CareerId, CareerScore>();
  const entry = (id: CareerId) => {
    let e = scores.get(id);
    if (!e) scores.set(id, (e = { career: careerById(id), score: 0, reasons: [] }));
    return e;
  };
  for (const m of interests) {
    m.area.careers.forEach((id, i) => {
      const e = entry(id);
      e.score += m.score * (RANK_POINTS[i] ?? 1);
      if (m.score > 0) e.reasons.push(m);
    });
  }
  // A career named outright counts for it ("maybe UX design"), or against it ("I don't want to be a doctor").
  const named = new Map<CareerId, number>();
  for (const clause of splitPhrases(userText)) {
    const negated = NEGATION.test(normalise(clause));
    for (const mention of findCareerMentions(clause)) named.set(mention.career.id, negated ? -NAMED_POINTS : Math.max(named.get(mention.career.id) ?? 0, NAMED_POINTS));
  }
  for (const [id, points] of named) entry(id).score += points;
  for (const s of scores.values()) if (s.score > 0) s.score += STRONG_AREA_POINTS * careerAreas(s.career.id).filter((a) => strong.includes(a)).length;
  const order = new Map(mentorKnowledge().careers.map((c, i) => [c.id, i]));
  const ranked = [...scores.values()].filter((s) => s.score > 0).sort((a, b) => b.score - a.score || order.get(a.career.id)! - order.get(b.career.id)!);
  return { ranked, interests };
}

/** The Class 12 streams students name, with the careers that most often start from each (best known first). */
const STREAMS: Record<'commerce' | 'science-maths' | 'science-biology' | 'arts', { label: string; words: RegExp; careers: readonly CareerId[]; note: string }> = {
  commerce: { label: 'commerce', words: /\b(?:commerce|comm|b\.?\s?com|accounts?)\b/i, careers: ['chartered-accountant', 'data-analyst', 'digital-marketer', 'bank-po', 'entrepreneur'], note: 'CA, CS and CMA start right after Class 12; a B.Com or BBA keeps banking, analytics and marketing open, and government exams (bank PO, SSC CGL) after graduation.' },
  'science-maths': { label: 'science with maths (PCM)', words: /\b(?:pcm|pcmb|maths? stream|non[- ]medical|science with maths)\b/i, careers: ['software-engineer', 'data-scientist', 'mechanical-engineer', 'ux-designer', 'civil-services'], note: 'Engineering through JEE and state CETs is the common route, but a B.Sc, BCA or design degree leads to many of the same jobs.' },
  'science-biology': { label: 'science with biology (PCB)', words: /\b(?:pcb|bio(?:logy)? stream|medical stream|science with biology)\b/i, careers: ['doctor', 'data-scientist', 'teacher', 'civil-services'], note: 'MBBS through NEET is one route among many: pharmacy, nursing, biotechnology, allied health and research all start from PCB.' },
  arts: { label: 'arts or humanities', words: /\b(?:arts|humanities|b\.?\s?a\b)\b/i, careers: ['lawyer', 'civil-services', 'content-creator', 'teacher', 'ux-designer'], note: 'Law through CLAT, design, journalism, psychology and the civil services all suit humanities students well.' },
};

/** The Class 12 stream a text names, when it also says it is about the choice after school. */
function streamOf(text: string): (typeof STREAMS)[keyof typeof STREAMS] | null {
  if (!/\b(?:12th|12|class\s*12|xii|after school|plus two|\+2|inter(?:mediate)?)\b/i.test(text)) return null;
  return Object.values(STREAMS).find((s) => s.words.test(text)) ?? null;
}

/** Careers that commonly start from a stream, for someone who knows their stream but not their interests yet. */
function streamReply(stream: (typeof STREAMS)[keyof typeof STREAMS], person?: Person): string {
  const careers = stream.careers.map((id) => careerById(id));
  return [
    `## ${say(WORDS.streamHeading, { stream: stream.label })}`,
    '',
    `${say(WORDS.streamNormal)} ${stream.note}`,
    '',
    `| ${say(WORDS.career)} | ${say(WORDS.typicalRoute)} | ${say(WORDS.entryPayApprox)} |`,
    '|---|---|---|',
    ...careers.map((c) => `| ${c.title} | ${person?.adult ? (c.entryRoutes.certifications[0] ?? c.entryRoutes.degrees[0]) : c.entryRoutes.degrees[0]} | ${formatLpa(c.salary.minLpa, c.salary.maxLpa)} |`),
    '',
    `_${say(WORDS.payIs, { disclaimer: mentorKnowledge().salaryDisclaimer })}_`,
    '',
    say(WORDS.streamQuestion),
    '',
    nextSteps([say(WORDS.streamStepReply), say(WORDS.streamStepRead, { first: careers[0].title, second: careers[1].title })]),
  ].join('\n');
}

/** The one question that lets the career finder start, for someone who has not said what they enjoy. */
function askAboutInterests(userText: string): string {
  const lost = /\b(?:confused|do not know|don'?t know|no idea|not sure|lost|kuch samajh)\b/i.test(userText);
  return [
    `## ${say(WORDS.interestsHeading)}`,
    '',
    say(lost ? WORDS.lost : WORDS.needMore),
    '',
    say(WORDS.interestsQuestion),
    '',
    say(WORDS.interestsExample, { areas: mentorKnowledge().interestAreas.map((a) => a.label.toLowerCase()).join('; ') }),
    '',
    nextSteps([say(WORDS.interestsStepAnswer), say(WORDS.interestsStepAssessment)]),
  ].join('\n');
}

/**
 * The top three careers for the interests in `userText`. For a `person` changing careers the career they
 * are leaving is left out, and the route shown is one that fits someone already working. Their skills assessment
 * reorders the matches towards careers that use their strong areas (and says so), names the ChangePath step for a
 * weak area a match needs, and, when career direction itself scored low, points to the guide on choosing.
 */
export function careerFinderReply(userText: string, person?: Person): string {
  const strong = person?.strong ?? [];
  const weak = person?.weak ?? [];
  const ranking = rankCareers(userText, strong);
  const interests = ranking.interests;
  const ranked = ranking.ranked.filter((s) => s.career.id !== person?.fromCareer?.id);
  const liked = interests.filter((i) => i.score > 0);
  const disliked = interests.filter((i) => i.score < 0);

  if (ranked.length === 0) {
    const stream = streamOf(userText);
    return stream ? streamReply(stream, person) : askAboutInterests(userText);
  }

  const top = ranked.slice(0, 3);
  const lines: string[] = [`## ${say(WORDS.topMatches)}`, ''];
  const words = liked.flatMap((m) => m.matched).slice(0, 6);
  if (words.length > 0) lines.push(say(WORDS.mentioned, { words: joinAnd(words), areas: joinAnd(liked.slice(0, 3).map((m) => m.area.label.toLowerCase())) }));
  else lines.push(say(WORDS.named, { career: top[0].career.title }));
  const used = strong.filter((a) => top.some((t) => careerAreas(t.career.id).includes(a)));
  if (used.length > 0) lines.push(say(WORDS.strongFirst, { areas: joinAnd(used.map((a) => areaName(a))) }));
  if (disliked.length > 0) lines.push(say(WORDS.avoid, { areas: joinAnd(disliked.map((m) => m.area.label.toLowerCase())) }));
  lines.push('');

  top.forEach((s, i) => {
    const c = s.career;
    const why = s.reasons.length > 0 ? capitalise(s.reasons[0].area.why) : say(WORDS.namedFits);
    const uses = careerAreas(c.id).filter((a) => strong.includes(a));
    const needs = careerAreas(c.id).find((a) => weak.includes(a));
    const stage = c.stages[0];
    lines.push(
      `### ${i + 1}. ${c.title}`,
      c.summary,
      `- **${say(WORDS.whyFits)}** ${why}.${uses.length > 0 ? ` ${say(WORDS.usesStrong, { areas: joinAnd(uses.map((a) => areaName(a))) })}` : ''}`,
      `- **${say(MENTOR_LABELS.entryPay)}** ${formatLpa(c.salary.minLpa, c.salary.maxLpa)} (${mentorKnowledge().salaryDisclaimer})`,
      person?.adult ? `- **${say(WORDS.routeWorking)}** ${c.entryRoutes.certifications[0] ?? c.entryRoutes.other[0]}` : `- **${say(WORDS.route)}** ${c.entryRoutes.degrees[0]}`,
      `- **${say(WORDS.firstSteps)}** ${say(WORDS.thenTry, { milestone: stage.milestones[0], project: `${stage.project.charAt(0).toLowerCase()}${stage.project.slice(1)}` })}`,
      ...(needs ? [`- **${say(WORDS.toWorkOn)}** ${say(WORDS.needsWeak, { area: areaName(needs), remedy: stepText(remedyFor(needs, { tool: 'career-finder', career: c.id })) })}`] : []),
      '',
    );
  });

  const more = ranked.slice(3, 5).map((s) => s.career.title);
  if (more.length > 0) lines.push(`**${say(WORDS.alsoWorthALook)}** ${more.join(', ')}`, '');
  lines.push(
    nextSteps([
      ...(weak.includes('career') ? [say(WORDS.careerWeak, { remedy: stepText(remedyFor('career', { tool: 'career-finder' })) })] : []),
      say(WORDS.stepWeekend, { first: top[0].career.title, second: top[1]?.career.title ?? top[0].career.related.map((id) => careerById(id).title)[0] }),
      say(WORDS.stepAsk, { career: top[0].career.title }),
    ]),
  );
  return lines.join('\n');
}
