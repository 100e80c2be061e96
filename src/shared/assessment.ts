/**
 * The skills assessment (15 minutes, 25 questions): the shape of the
 * question bank (content/assessment/questions.json, read and checked once by the server), the API's shapes, and the
 * pure rules — scoring, bands and what to do next — so the page, the API and the tests agree by construction.
 *
 * Answers travel in two forms: by question id (`{ 'career-1': 2, … }`, what the API takes and the database keeps)
 * and, between the steps of the page, as a compact string of option indexes in question order ('2031…', one digit
 * a question), which a form can carry without any server state. The zod schemas are in assessment-schemas.ts, so
 * the page's screens do not load zod.
 */
import { type Text, defineTexts } from './messages';
import { paths } from './paths';

/** The assessment's refusals, message descriptors written in the request's language. */
export const assessmentMessages = defineTexts({
  chooseOption: /*i18n*/ { id: 'assessment.choose-option', message: 'Choose one of the options' },
  answerEvery: (missing: number, total: number, first: string) => ({
    ...(/*i18n*/ {
      id: 'assessment.answer-every',
      message: 'Answer every question: {missing} of {total} {missing, plural, one {is} other {are}} missing (first: {first}).',
    }),
    values: { missing, total, first },
  }),
});

export const ASSESSMENT_MINUTES = 15;
export const ASSESSMENT_QUESTIONS = 25;
export const ASSESSMENT_OPTIONS = 4;
/** The most points one answer can earn. */
export const ASSESSMENT_MAX_POINTS = 3;
/** A prompt fits a phone screen with its four options. */
export const ASSESSMENT_PROMPT_MAX_LENGTH = 220;

export const ASSESSMENT_AREA_IDS = ['career', 'digital', 'communication', 'entrepreneurship', 'finance'] as const;
export type AssessmentAreaId = (typeof ASSESSMENT_AREA_IDS)[number];

export type Band = 'low' | 'mid' | 'high';
/** Band limits in percent of an area's points: below 40 low, 40–74 mid, 75 and above high. */
export const BAND_MID_FROM = 40;
export const BAND_HIGH_FROM = 75;

export interface AssessmentArea {
  id: AssessmentAreaId;
  title: string;
  description: string;
  bands: Record<Band, string>;
}

export interface AssessmentQuestion {
  id: string;
  area: AssessmentAreaId;
  prompt: string;
  options: Array<{ text: string; points: number }>;
  /** Why the best option is best, shown on the result to someone who chose another. */
  explanation: string;
}

/** The whole bank (assessment-schemas.ts checks it): five areas, 25 questions, five per area. */
export interface QuestionBank {
  areas: AssessmentArea[];
  questions: AssessmentQuestion[];
}

/** Points scored and the most possible, per area. */
export type AreaScores = Record<AssessmentAreaId, { points: number; max: number }>;

/** An answer: the chosen option's index (0–3) by question id. */
export type AssessmentAnswers = Record<string, number>;

/** A saved result as the API answers it; `created_at` ISO-8601 UTC. */
export interface AssessmentResult {
  id: string;
  scores: AreaScores;
  /** 0–100 over all areas, rounded down. */
  total_percent: number;
  answers: AssessmentAnswers;
  created_at: string;
}

/** `points` of `max` as a whole percentage, rounded down (0 when there is nothing to score). */
export function percentOf(points: number, max: number): number {
  return max > 0 ? Math.floor((points * 100) / max) : 0;
}

/** The band of an area's score: low (< 40%), mid (40–74%), high (≥ 75%). */
export function bandOf(points: number, max: number): Band {
  const percent = percentOf(points, max);
  return percent >= BAND_HIGH_FROM ? 'high' : percent >= BAND_MID_FROM ? 'mid' : 'low';
}

/**
 * Scores `answers` (option index by question id) against `bank`: points and maximum per area, and the overall
 * percentage (rounded down). Throws when a question is unanswered or an index is out of range; callers check first
 * with `missingAnswers`.
 */
export function scoreAssessment(bank: Pick<QuestionBank, 'questions'>, answers: AssessmentAnswers): { scores: AreaScores; total_percent: number } {
  const scores = Object.fromEntries(ASSESSMENT_AREA_IDS.map((id) => [id, { points: 0, max: 0 }])) as AreaScores;
  for (const q of bank.questions) {
    const option = q.options[answers[q.id] ?? -1];
    if (!option) throw new Error(`Question ${q.id} has no valid answer`);
    scores[q.area].points += option.points;
    scores[q.area].max += Math.max(...q.options.map((o) => o.points));
  }
  const points = Object.values(scores).reduce((sum, s) => sum + s.points, 0);
  const max = Object.values(scores).reduce((sum, s) => sum + s.max, 0);
  return { scores, total_percent: percentOf(points, max) };
}

/** Ids of the bank's questions that `answers` leaves unanswered or answers with an index the question lacks, in order. */
export function missingAnswers(bank: Pick<QuestionBank, 'questions'>, answers: Record<string, unknown>): string[] {
  return bank.questions.filter((q) => {
    const a = answers[q.id];
    return typeof a !== 'number' || !Number.isInteger(a) || a < 0 || a >= q.options.length;
  }).map((q) => q.id);
}

/** Answers by question id from the compact string ('2031…', question order); extra digits are ignored. */
export function answersFromCompact(bank: Pick<QuestionBank, 'questions'>, compact: string): AssessmentAnswers {
  const answers: AssessmentAnswers = {};
  bank.questions.forEach((q, i) => {
    if (i < compact.length) answers[q.id] = Number(compact[i]);
  });
  return answers;
}

/** The compact string of `answers` in question order, up to the first unanswered question. */
export function compactFromAnswers(bank: Pick<QuestionBank, 'questions'>, answers: Record<string, number>): string {
  let out = '';
  for (const q of bank.questions) {
    const a = answers[q.id];
    if (a === undefined) break;
    out += String(a);
  }
  return out;
}

/**
 * The query parameter that carries a visitor's finished assessment (its compact answers) through sign-up and the
 * e-mail verification link to /welcome, where it is saved to the new account ('sign up to save it').
 */
export const PENDING_ASSESSMENT_PARAM = 'assessment';

/** The complete compact answers in `query`'s PENDING_ASSESSMENT_PARAM, or null when absent or not a full set. */
export function pendingAssessmentOf(query: URLSearchParams, count = ASSESSMENT_QUESTIONS): string | null {
  const a = query.get(PENDING_ASSESSMENT_PARAM);
  return a !== null && a.length === count && isCompactAnswers(a, count) ? a : null;
}

/** True when `compact` is a well-formed answer string for a bank of `count` questions (digits 0–3, at most `count`). */
export function isCompactAnswers(compact: string, count = ASSESSMENT_QUESTIONS): boolean {
  return compact.length <= count && /^[0-3]*$/.test(compact);
}

/** One next step the result page suggests. */
export interface NextStep {
  kind: 'course' | 'talks' | 'ai-tool' | 'article';
  /** An AI tool's name is a message; a course's, an article's or a talk's title is as written. */
  title: Text;
  href: string;
  /** Why it is suggested, in a sentence (a message, or a sentence already written in the page's language). */
  why: Text;
}

const coursePath = (slug: string) => paths.courseDetail.replace(':slug', slug);
const articlePath = (id: string) => paths.blogPost.replace(':postId', id);
const toolPath = (tool: string) => `${paths.aiTools}?tool=${tool}`;

/** The generic ChangeTalks step (live talks and recordings), when no talk is coming up. */
export const CHANGETALKS_STEP: NextStep = { kind: 'talks', title: 'ChangeTalks', href: paths.changeTalks, why: /*i18n*/ { id: 'assessment.step.changetalks', message: 'Hear from people who changed their careers, live or as recordings.' } };

/**
 * What to do next for each area (courses, ChangeTalks, the AI tools and Resource Hub articles),
 * strongest suggestion first.
 */
export const AREA_NEXT_STEPS: Record<AssessmentAreaId, NextStep[]> = {
  career: [
    { kind: 'ai-tool', title: /*i18n*/ { id: 'assessment.step.title.career-finder', message: 'Career Finder (AI tool)' }, href: toolPath('career-finder'), why: /*i18n*/ { id: 'assessment.step.career-finder-ai-tool', message: 'Explore careers that fit your interests and strengths.' } },
    { kind: 'article', title: 'How to Choose a Career Path', href: articlePath('how-to-choose-a-career-path'), why: /*i18n*/ { id: 'assessment.step.how-to-choose-a-career-path', message: 'A practical five-step framework for deciding.' } },
    CHANGETALKS_STEP,
    { kind: 'course', title: 'Your Resume and LinkedIn Profile', href: coursePath('resume-and-linkedin'), why: /*i18n*/ { id: 'assessment.step.your-resume-and-linkedin-profile', message: 'Present what you can do on one page, and be found by recruiters.' } },
  ],
  digital: [
    { kind: 'course', title: 'Excel for Data Analysis', href: coursePath('excel-for-data-analysis'), why: /*i18n*/ { id: 'assessment.step.excel-for-data-analysis', message: 'Formulas, lookups and pivot tables, practised on real sheets.' } },
    { kind: 'course', title: 'SQL from Zero', href: coursePath('sql-from-zero'), why: /*i18n*/ { id: 'assessment.step.sql-from-zero', message: 'Ask questions of data yourself, with exercises that run in your browser.' } },
    { kind: 'course', title: 'Digital Marketing for Entrepreneurs', href: coursePath('digital-marketing-for-entrepreneurs'), why: /*i18n*/ { id: 'assessment.step.digital-marketing-for-entrepreneurs', message: 'Practise digital tools and measuring what works.' } },
    { kind: 'ai-tool', title: /*i18n*/ { id: 'assessment.step.title.learning-path', message: 'Learning Path (AI tool)' }, href: toolPath('learning-path'), why: /*i18n*/ { id: 'assessment.step.learning-path-ai-tool', message: 'Get a step-by-step plan for spreadsheets, data and other digital skills.' } },
    { kind: 'article', title: 'Learn Any New Skill Faster: A 30-Day Practice Plan', href: articlePath('learn-any-skill-in-30-days'), why: /*i18n*/ { id: 'assessment.step.learn-any-new-skill-faster-a-30-day-practice-plan', message: 'A routine that turns practice into a habit.' } },
  ],
  communication: [
    { kind: 'article', title: 'Preparing for Interviews with the STAR Method', href: articlePath('interview-preparation-star-method'), why: /*i18n*/ { id: 'assessment.step.preparing-for-interviews-with-the-star-method', message: 'Structure your interview answers.' } },
    { kind: 'course', title: 'Professional Communication and Business E-mail', href: coursePath('professional-communication-and-business-email'), why: /*i18n*/ { id: 'assessment.step.professional-communication-and-business-e-mail', message: 'Clear e-mails, messages and updates, with rewrites of weak ones.' } },
    { kind: 'course', title: 'The HR Interview and Group Discussion', href: coursePath('hr-interview-and-group-discussion'), why: /*i18n*/ { id: 'assessment.step.the-hr-interview-and-group-discussion', message: 'Answer the common questions with the STAR method, and hold your own in a GD.' } },
    { kind: 'ai-tool', title: /*i18n*/ { id: 'assessment.step.title.resume-review', message: 'Resume Review (AI tool)' }, href: toolPath('resume-review'), why: /*i18n*/ { id: 'assessment.step.resume-review-ai-tool', message: 'Get feedback on how your CV presents you.' } },
    { kind: 'talks', title: 'ChangeTalks', href: paths.changeTalks, why: /*i18n*/ { id: 'assessment.step.changetalks-storytelling', message: 'Watch how speakers tell their story, and ask questions live.' } },
  ],
  entrepreneurship: [
    { kind: 'course', title: 'Market Research Fundamentals', href: coursePath('market-research-fundamentals'), why: /*i18n*/ { id: 'assessment.step.market-research-fundamentals', message: 'Learn to test an idea with real customers before building.' } },
    { kind: 'course', title: 'Product Development & MVP', href: coursePath('product-development-and-mvp'), why: /*i18n*/ { id: 'assessment.step.product-development-mvp', message: 'Go from a tested idea to a first product.' } },
    { kind: 'article', title: 'Validate Your Startup Idea Before You Build It', href: articlePath('validate-your-startup-idea'), why: /*i18n*/ { id: 'assessment.step.validate-your-startup-idea-before-you-build-it', message: 'A short read to start with.' } },
  ],
  finance: [
    { kind: 'course', title: 'Financial Planning for Startups', href: coursePath('financial-planning-for-startups'), why: /*i18n*/ { id: 'assessment.step.financial-planning-for-startups', message: 'Budgets, unit economics, break-even and runway.' } },
    { kind: 'article', title: 'Break-Even and Runway: The Two Numbers Every Founder Should Know', href: articlePath('break-even-and-runway-explained'), why: /*i18n*/ { id: 'assessment.step.break-even-and-runway-the-two-numbers-every-founder-should-know', message: 'The two numbers explained with examples.' } },
    { kind: 'ai-tool', title: /*i18n*/ { id: 'assessment.step.title.study-planner', message: 'Study Planner (AI tool)' }, href: toolPath('study-planner'), why: /*i18n*/ { id: 'assessment.step.study-planner-ai-tool', message: 'Plan regular practice with money and numbers.' } },
  ],
};

/** Suggested next steps for an area that scored high: take it further. */
export const ADVANCED_STEPS: Partial<Record<AssessmentAreaId, NextStep>> = {
  entrepreneurship: { kind: 'course', title: 'Scaling Your Startup', href: coursePath('scaling-your-startup'), why: /*i18n*/ { id: 'assessment.step.scaling-your-startup', message: 'You know the basics: learn how ventures grow.' } },
  finance: { kind: 'course', title: 'Legal Essentials for Startups', href: coursePath('legal-essentials-for-startups'), why: /*i18n*/ { id: 'assessment.step.legal-essentials-for-startups', message: 'Round off your founder skills with the legal basics.' } },
};

/**
 * Next steps for a result: up to two courses for the person's goal (`forGoal`, when they named one), then the two
 * weakest areas' suggestions (lowest percentage first; ties in the bank's area order), then one step to take each strong area further; each link once, at most `limit`. One of them is
 * always a talk: `talk` (a named upcoming ChangeTalk) when given, else the ChangeTalks page; it takes the place of
 * the areas' generic ChangeTalks link, and is counted in `limit`.
 */
export function nextStepsFor(scores: AreaScores, limit = 6, talk: NextStep = CHANGETALKS_STEP, forGoal: readonly NextStep[] = []): Array<NextStep & { area: AssessmentAreaId }> {
  const ranked = [...ASSESSMENT_AREA_IDS].sort((a, b) => percentOf(scores[a].points, scores[a].max) - percentOf(scores[b].points, scores[b].max));
  const out: Array<NextStep & { area: AssessmentAreaId }> = [];
  const seen = new Set<string>();
  let talkArea: AssessmentAreaId | null = null;
  const add = (area: AssessmentAreaId, step: NextStep | undefined) => {
    if (!step) return;
    const isTalk = step.kind === 'talks';
    if (isTalk && talkArea) return;
    const chosen = isTalk ? talk : step;
    // Until the talk is in, one place is kept for it.
    if (seen.has(chosen.href) || out.length >= (isTalk || talkArea ? limit : limit - 1)) return;
    if (isTalk) talkArea = area;
    seen.add(chosen.href);
    out.push({ ...chosen, area });
  };
  const weak = ranked.filter((a) => bandOf(scores[a].points, scores[a].max) !== 'high');
  // The courses the person's goal leads to come first (at most two), then the weakest areas'.
  for (const step of forGoal.slice(0, 2)) add(weak[0] ?? ranked[0], step);
  for (const area of weak.slice(0, 2)) for (const step of AREA_NEXT_STEPS[area]) add(area, step);
  for (const area of weak.slice(2)) add(area, AREA_NEXT_STEPS[area][0]);
  for (const area of ranked.filter((a) => bandOf(scores[a].points, scores[a].max) === 'high')) add(area, ADVANCED_STEPS[area] ?? AREA_NEXT_STEPS[area][0]);
  // No area asked for a talk: one still goes last, for the area that needs the most help.
  if (!talkArea) add(weak[0] ?? ranked[0], talk);
  return out;
}
