/**
 * SWOT answers: a SWOT grid built from the user's own words. Their text is split into phrases and
 * each phrase is placed by cue words; empty quadrants get questions to answer, never invented facts.
 */
import { areaName, remedyFor, stepText } from './assessment-advice';
import type { Career } from './knowledge-types';
import { glossToEnglish } from './language';
import type { Person } from './person';
import type { MessageDescriptor } from '@lingui/core';
import { MENTOR_LABELS, capitalise, nextSteps, normalise, quoteUser, say, splitPhrases } from './text';

export type Quadrant = 'strengths' | 'weaknesses' | 'opportunities' | 'threats';

/** Cue words per quadrant (whole words or phrases in normalised text). */
const CUES: Record<Quadrant, readonly string[]> = {
  threats: ['risk', 'risky', 'competition', 'competitive', 'competitor', 'ai replacing', 'replace', 'replacing', 'replaced', 'automation', 'automated', 'recession', 'layoff', 'layoffs', 'slowdown', 'saturated', 'saturation', 'uncertain', 'uncertainty', 'cut off', 'cutoff', 'age limit', 'family pressure', 'peer pressure', 'loan', 'debt', 'emi', 'inflation', 'threat', 'unstable', 'outsourcing', 'too many', 'crowded', 'declining'],
  weaknesses: ['weak', 'weakness', 'struggle', 'struggling', 'lack', 'lacking', 'not', 'no', "don't", 'dont', 'do not', "can't", 'cannot', 'never', 'poor', 'bad at', 'afraid', 'fear', 'nervous', 'shy', 'limited', 'gap', 'difficult for me', 'hard for me', 'slow', 'procrastinate', 'procrastination', 'lazy', 'distracted', 'only'],
  opportunities: ['market', 'growing', 'growth', 'demand', 'opportunity', 'opportunities', 'hiring', 'openings', 'vacancies', 'trend', 'trending', 'remote', 'scholarship', 'internship', 'mentor', 'scheme', 'startup india', 'boom', 'booming', 'rising', 'emerging', 'upcoming', 'government jobs', 'freelance', 'abroad', 'digital india', 'expanding', 'placement', 'placements', 'campus drive'],
  strengths: ['good', 'good at', 'great at', 'i have', "i've", 'experience', 'experienced', 'strong', 'skilled', 'i can', 'i know', 'certified', 'certificate', 'degree', 'completed', 'built', 'won', 'fluent', 'love', 'passionate', 'years of', 'expert', 'topper', 'rank', 'award', 'led', 'managed', 'confident', 'graduate', 'graduated', 'quick learner', 'hardworking', 'hard working', 'creative', 'disciplined', 'patient'],
};

/** When cues of several quadrants appear, the highest count wins; ties go in this order. */
const TIE_ORDER: readonly Quadrant[] = ['threats', 'weaknesses', 'opportunities', 'strengths'];

function cueCount(text: string, cues: readonly string[]): number {
  const padded = ` ${text} `;
  let n = 0;
  for (const c of cues) if (padded.includes(` ${c} `) || padded.includes(` ${c}s `)) n++;
  return n;
}

/** The quadrant of one phrase, or null when no cue word is present. */
export function classifyPhrase(phrase: string): Quadrant | null {
  // Hindi and Hinglish phrases are placed by their English gloss ("coding achha hai" → "coding good is").
  const t = normalise(glossToEnglish(phrase));
  let best: Quadrant | null = null;
  let bestCount = 0;
  for (const q of TIE_ORDER) {
    const n = cueCount(t, CUES[q]);
    if (n > bestCount) {
      best = q;
      bestCount = n;
    }
  }
  // "I have no experience" has strength cues (i have, experience) but is a weakness: negation wins for "I …".
  if (best === 'strengths' && cueCount(t, ['not', 'no', "don't", 'dont', 'never', 'lack', 'cannot', "can't"]) > 0) return 'weaknesses';
  return best;
}

/** Questions for the boxes the person has not covered yet. */
const PROMPTS: Record<Quadrant, readonly MessageDescriptor[]> = {
  strengths: [
    /*i18n*/ { id: 'mentor.swot.ask.strengths.clients', message: 'What do friends, teachers or colleagues come to you for?' },
    /*i18n*/ { id: 'mentor.swot.ask.strengths.best', message: 'Which subject, project or task did you do best in, and what result did you get?' },
    /*i18n*/ { id: 'mentor.swot.ask.strengths.finished', message: 'What have you finished that others found hard (a certificate, a project, a job)?' },
  ],
  weaknesses: [
    /*i18n*/ { id: 'mentor.swot.ask.weaknesses.missing', message: 'Which skill does your target role need that you do not have yet?' },
    /*i18n*/ { id: 'mentor.swot.ask.weaknesses.putting-off', message: 'What do you keep putting off, and why?' },
    /*i18n*/ { id: 'mentor.swot.ask.weaknesses.marks', message: 'Where did you lose marks or get feedback to improve?' },
  ],
  opportunities: [
    /*i18n*/ { id: 'mentor.swot.ask.opportunities.hiring', message: 'Who is hiring for your target role near you or remotely? Count 10 real job posts.' },
    /*i18n*/ { id: 'mentor.swot.ask.opportunities.network', message: 'Which people in your network (alumni, relatives, seniors) work in that field?' },
    /*i18n*/ { id: 'mentor.swot.ask.opportunities.schemes', message: 'Are there free courses, scholarships, internships or government schemes you could use?' },
  ],
  threats: [
    /*i18n*/ { id: 'mentor.swot.ask.threats.block', message: 'What could block you: competition, cut-offs, age limits, money, family expectations?' },
    /*i18n*/ { id: 'mentor.swot.ask.threats.automated', message: 'Which parts of the target job are being automated or outsourced?' },
    /*i18n*/ { id: 'mentor.swot.ask.threats.afford', message: 'How long can you afford to prepare before you need an income?' },
  ],
};

const TITLES = {
  strengths: /*i18n*/ { id: 'mentor.swot.strengths', message: 'Strengths (internal, helpful)' },
  weaknesses: /*i18n*/ { id: 'mentor.swot.weaknesses', message: 'Weaknesses (internal, to work on)' },
  opportunities: /*i18n*/ { id: 'mentor.swot.opportunities', message: 'Opportunities (external, to use)' },
  threats: /*i18n*/ { id: 'mentor.swot.threats', message: 'Threats (external, to plan around)' },
} satisfies Record<Quadrant, MessageDescriptor>;

/** The quadrants' short names, for the next step that lists the empty ones. */
const NAMES = {
  strengths: /*i18n*/ { id: 'mentor.swot.name-strengths', message: 'Strengths' },
  weaknesses: /*i18n*/ { id: 'mentor.swot.name-weaknesses', message: 'Weaknesses' },
  opportunities: /*i18n*/ { id: 'mentor.swot.name-opportunities', message: 'Opportunities' },
  threats: /*i18n*/ { id: 'mentor.swot.name-threats', message: 'Threats' },
} satisfies Record<Quadrant, MessageDescriptor>;

/** The SWOT's own words (headings, labels, next steps), written in the answer's language. */
const WORDS = {
  heading: /*i18n*/ { id: 'mentor.swot.heading', message: 'SWOT analysis' },
  headingCareer: /*i18n*/ { id: 'mentor.swot.heading-career', message: 'SWOT analysis: you and the {career} path' },
  nothingFound: /*i18n*/ {
    id: 'mentor.swot.nothing-found',
    message: 'I could not find strengths, weaknesses, opportunities or threats in your message yet, so here are the questions that fill each box. Answer in your own words (one line each is enough).',
  },
  builtFromWords: /*i18n*/ { id: 'mentor.swot.built-from-words', message: 'Built from your own words; boxes you have not covered yet show questions to answer.' },
  builtFromWordsAndAssessment: /*i18n*/ {
    id: 'mentor.swot.built-from-words-and-assessment',
    message: 'Built from your own words and your skills assessment; boxes you have not covered yet show questions to answer.',
  },
  strongArea: /*i18n*/ { id: 'mentor.swot.strong-area', message: 'strong {area}' },
  weakArea: /*i18n*/ { id: 'mentor.swot.weak-area', message: '{area} to work on' },
  forArea: /*i18n*/ { id: 'mentor.swot.for-area', message: 'For {area}:' },
  toAnswer: /*i18n*/ { id: 'mentor.swot.to-answer', message: 'To answer:' },
  whereBelong: /*i18n*/ { id: 'mentor.swot.where-belong', message: '**Where do these belong?** I could not place them; tell me if each helps or hurts you:' },
  action: /*i18n*/ { id: 'mentor.swot.action', message: 'Turning it into action' },
  useStrength: /*i18n*/ { id: 'mentor.swot.use-strength', message: '**Use a strength on an opportunity:** how can {strength} help you act on {opportunity}?' },
  fixWeakness: /*i18n*/ { id: 'mentor.swot.fix-weakness', message: '**Fix the weakness that matters most:** turn {weakness} into a 4-week goal with a measurable result.' },
  fixWeakArea: /*i18n*/ {
    id: 'mentor.swot.fix-weak-area',
    message: '**Fix the weakness that matters most:** make {area} a 4-week goal, starting with the ChangePath step under Opportunities.',
  },
  planThreat: /*i18n*/ { id: 'mentor.swot.plan-threat', message: '**Plan around the threat:** for {threat}, write a plan B and the date you will decide by.' },
  checkRole: /*i18n*/ {
    id: 'mentor.swot.check-role',
    message: '**Check against the role:** a {career} needs {skills}; mark which of these are strengths and which are gaps.',
  },
  stepAnswer: /*i18n*/ { id: 'mentor.swot.step-answer', message: 'Answer the questions under {quadrants} and send them back; I will complete the grid.' },
  stepAct: /*i18n*/ { id: 'mentor.swot.step-act', message: 'Pick one action from "{action}" and schedule it this week.' },
  stepMap: /*i18n*/ { id: 'mentor.swot.step-map', message: 'Ask for a skill map for {career} to turn the weaknesses into a learning order.' },
  stepCareer: /*i18n*/ {
    id: 'mentor.swot.step-career',
    message: 'Tell me the career you are weighing, so the grid can be checked against what that role needs.',
  },
};

const MAX_ITEMS = 6;
/** Phrases that are requests to the mentor, not facts about the user. */
const REQUEST = /\b(?:swot|please|help me|can you|could you|analy[sz]e|analysis)\b/i;

/**
 * A SWOT grid as Markdown from the user's own words (quoted), with questions in the boxes they have not covered, an
 * action list and next steps. Their skills assessment, when they have one, adds its strong areas to
 * Strengths, its weak areas to Weaknesses and the ChangePath step for each weak area to Opportunities, each marked as
 * coming from the assessment.
 */
export function swotReply(userText: string, career: Career | null, person?: Pick<Person, 'weak' | 'strong'>): string {
  const phrases = splitPhrases(userText);
  const grid: Record<Quadrant, string[]> = { strengths: [], weaknesses: [], opportunities: [], threats: [] };
  const unsorted: string[] = [];
  for (const p of phrases) {
    const q = classifyPhrase(p);
    const quoted = `“${capitalise(quoteUser(p, 120))}”`;
    if (q) {
      if (grid[q].length < MAX_ITEMS && !grid[q].includes(quoted)) grid[q].push(quoted);
    } else if (unsorted.length < 4 && p.split(/\s+/).length >= 2 && !REQUEST.test(p)) unsorted.push(quoted);
  }
  // The strategy lines pair the user's own items, so they are kept apart from what the assessment adds.
  const own: Record<Quadrant, string[]> = { strengths: [...grid.strengths], weaknesses: [...grid.weaknesses], opportunities: [...grid.opportunities], threats: [...grid.threats] };
  const fromAssessment = `_${say(MENTOR_LABELS.fromAssessment)}_`;
  for (const a of person?.strong ?? []) grid.strengths.push(`${fromAssessment} ${say(WORDS.strongArea, { area: areaName(a) })}`);
  for (const a of person?.weak ?? []) {
    grid.weaknesses.push(`${fromAssessment} ${say(WORDS.weakArea, { area: areaName(a) })}`);
    grid.opportunities.push(`_${say(WORDS.forArea, { area: areaName(a) })}_ ${stepText(remedyFor(a, { tool: 'swot', career: career?.id ?? null }))}`);
  }
  const filled = (Object.keys(grid) as Quadrant[]).filter((q) => grid[q].length > 0);

  const lines: string[] = [`## ${career ? say(WORDS.headingCareer, { career: career.title }) : say(WORDS.heading)}`, ''];
  if (filled.length === 0) {
    lines.push(say(WORDS.nothingFound), '');
  } else {
    lines.push(say(person && person.weak.length + person.strong.length > 0 ? WORDS.builtFromWordsAndAssessment : WORDS.builtFromWords), '');
  }
  for (const q of ['strengths', 'weaknesses', 'opportunities', 'threats'] as const) {
    lines.push(`### ${say(TITLES[q])}`);
    if (grid[q].length > 0) lines.push(...grid[q].map((item) => `- ${item}`));
    else lines.push(...PROMPTS[q].slice(0, 2).map((question) => `- _${say(WORDS.toAnswer)}_ ${say(question)}`));
    lines.push('');
  }
  if (unsorted.length > 0) {
    lines.push(say(WORDS.whereBelong), ...unsorted.map((u) => `- ${u}`), '');
  }

  // Strategy lines pair the user's own items; only where both exist.
  const strategy: string[] = [];
  if (own.strengths[0] && own.opportunities[0]) strategy.push(say(WORDS.useStrength, { strength: own.strengths[0], opportunity: own.opportunities[0] }));
  if (own.weaknesses[0]) strategy.push(say(WORDS.fixWeakness, { weakness: own.weaknesses[0] }));
  else if (person?.weak[0]) strategy.push(say(WORDS.fixWeakArea, { area: areaName(person.weak[0]) }));
  if (grid.threats[0]) strategy.push(say(WORDS.planThreat, { threat: grid.threats[0] }));
  if (career) strategy.push(say(WORDS.checkRole, { career: career.title, skills: career.skills.slice(0, 3).map((s) => s.name).join(', ') }));
  if (strategy.length > 0) lines.push(`### ${say(WORDS.action)}`, ...strategy.map((s) => `- ${s}`), '');

  const missing = (['strengths', 'weaknesses', 'opportunities', 'threats'] as const).filter((q) => grid[q].length === 0);
  lines.push(
    nextSteps([
      missing.length > 0 ? say(WORDS.stepAnswer, { quadrants: missing.map((q) => say(NAMES[q])).join(', ') }) : say(WORDS.stepAct, { action: say(WORDS.action) }),
      career ? say(WORDS.stepMap, { career: career.title }) : say(WORDS.stepCareer),
    ]),
  );
  return lines.join('\n');
}
