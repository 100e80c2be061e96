/**
 * Career-finder answers (issue 4): the top three careers for the interests a user states, each with why it
 * fits, approximate entry pay and first steps. Interests are matched to areas of the knowledge base; areas the
 * user rejects ("I hate maths") count against their careers.
 */
import type { AssessmentAreaId } from '~/shared/assessment';
import { AREA_NAMES, careerAreas, remedyFor, stepText } from './assessment-advice';
import { CAREERS, INTEREST_AREAS, SALARY_DISCLAIMER, careerById, type Career, type CareerId } from './knowledge-base';
import { NEGATION, findCareerMentions, matchInterests, type InterestMatch } from './recognise';
import type { Person } from './person';
import { capitalise, formatLpa, joinAnd, nextSteps, normalise, splitPhrases } from './text';

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
 * assessment areas it leans on (issue 23); the assessment reorders matches, it never adds a career on its own.
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
  const order = new Map(CAREERS.map((c, i) => [c.id, i]));
  const ranked = [...scores.values()].filter((s) => s.score > 0).sort((a, b) => b.score - a.score || order.get(a.career.id)! - order.get(b.career.id)!);
  return { ranked, interests };
}

/**
 * The top three careers for the interests in `userText`. For a `person` changing careers (issue 23) the career they
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
    return [
      '## Let’s find careers that fit you',
      '',
      'Tell me a little about yourself and I will match you with careers. Any of these help:',
      '',
      '1. Which school subjects or tasks make you lose track of time?',
      '2. Do you prefer working with people, with data, with ideas, or with your hands?',
      '3. What do friends ask you for help with?',
      '4. Your current education (e.g. Class 12 PCM, B.Com second year) or job.',
      '',
      `Interest areas I know well: ${INTEREST_AREAS.map((a) => a.label.toLowerCase()).join('; ')}.`,
      '',
      nextSteps([
        'Answer in one or two lines, for example: "I love numbers and solving puzzles, and I am in B.Sc second year".',
        'Mention anything you definitely do not enjoy, so I can rule those careers out.',
      ]),
    ].join('\n');
  }

  const top = ranked.slice(0, 3);
  const lines: string[] = ['## Your top career matches', ''];
  lines.push(`You mentioned **${joinAnd(liked.flatMap((m) => m.matched).slice(0, 6))}**, which points to: ${joinAnd(liked.slice(0, 3).map((m) => m.area.label.toLowerCase()))}.`);
  const used = strong.filter((a) => top.some((t) => careerAreas(t.career.id).includes(a)));
  if (used.length > 0) lines.push(`Your skills assessment shows strong ${joinAnd(used.map((a) => AREA_NAMES[a]))}, so among your matches the careers that use it come first.`);
  if (disliked.length > 0) lines.push(`You would rather avoid ${joinAnd(disliked.map((m) => m.area.label.toLowerCase()))}, so I ranked those careers lower.`);
  lines.push('');

  top.forEach((s, i) => {
    const c = s.career;
    const why = s.reasons.length > 0 ? capitalise(s.reasons[0].area.why) : 'You named it yourself, and your interests fit it';
    const uses = careerAreas(c.id).filter((a) => strong.includes(a));
    const needs = careerAreas(c.id).find((a) => weak.includes(a));
    const stage = c.stages[0];
    lines.push(
      `### ${i + 1}. ${c.title}`,
      c.summary,
      `- **Why it fits:** ${why}.${uses.length > 0 ? ` It uses your strong ${joinAnd(uses.map((a) => AREA_NAMES[a]))}.` : ''}`,
      `- **Entry pay:** ${formatLpa(c.salary.minLpa, c.salary.maxLpa)} (${SALARY_DISCLAIMER})`,
      person?.adult ? `- **Route while working:** ${c.entryRoutes.certifications[0] ?? c.entryRoutes.other[0]}` : `- **Typical route:** ${c.entryRoutes.degrees[0]}`,
      `- **First steps:** ${stage.milestones[0]}; then try: ${stage.project.charAt(0).toLowerCase()}${stage.project.slice(1)}.`,
      ...(needs ? [`- **To work on:** this role needs ${AREA_NAMES[needs]}, which your assessment put low; start with ${stepText(remedyFor(needs, { tool: 'career-finder', career: c.id }))}`] : []),
      '',
    );
  });

  const more = ranked.slice(3, 5).map((s) => s.career.title);
  if (more.length > 0) lines.push(`**Also worth a look:** ${more.join(', ')}`, '');
  lines.push(
    nextSteps([
      ...(weak.includes('career') ? [`Your assessment put career direction low, so decide with a method rather than a hunch: read ${stepText(remedyFor('career', { tool: 'career-finder' }))}`] : []),
      `Spend one weekend on the first step for ${top[0].career.title} and one for ${top[1]?.career.title ?? top[0].career.related.map((id) => careerById(id).title)[0]}: the one you enjoy more is your signal.`,
      `Ask me for a learning path to become a ${top[0].career.title}, or a what-if comparison of your top two.`,
    ]),
  );
  return lines.join('\n');
}
