/**
 * What the /assessment page shows, built in its loader from the question bank (server-side; the option points never
 * reach the browser) and the answers the URL carries: the intro, one question, or a result. Pure functions over the
 * shared rules (src/shared/assessment.ts).
 *
 * The URL is the state, so each step works as a plain form without scripts and without anything kept on the server:
 * `?a=<answers so far>` (one digit a question, in order) shows the next question; a step's form sends `a`, the
 * chosen `choice` and `go=next`; Back is a link to the previous question with its answer picked (`pick`).
 */
import {
  ASSESSMENT_QUESTIONS,
  type AreaScores,
  type AssessmentAreaId,
  type Band,
  type NextStep,
  type QuestionBank,
  bandOf,
  isCompactAnswers,
  nextStepsFor,
  percentOf,
} from '~/shared/assessment';

export const assessmentMessages = {
  chooseAnswer: 'Choose an answer to go on.',
  badLink: 'That link’s answers could not be read, so the assessment starts again.',
} as const;

export const BAND_LABELS: Record<Band, string> = { low: 'Starting out', mid: 'Developing', high: 'Strong' };

export interface AreaResultView {
  id: AssessmentAreaId;
  title: string;
  description: string;
  points: number;
  max: number;
  percent: number;
  band: Band;
  bandText: string;
}

/** A question answered with less than the best option: what was chosen, the best answer and why. */
export interface ReviewItem {
  id: string;
  areaTitle: string;
  prompt: string;
  chosen: string;
  best: string;
  explanation: string;
}

export interface ResultView {
  total_percent: number;
  areas: AreaResultView[];
  nextSteps: Array<NextStep & { area: AssessmentAreaId }>;
  /** Each question not answered with its best option, in the bank's order (empty when the answers are unknown). */
  review: ReviewItem[];
}

/** The answers in `answers` (option index by question id) that were not the best option, with the explanation. */
export function reviewOf(bank: QuestionBank, answers: Record<string, number> | null): ReviewItem[] {
  if (!answers) return [];
  const areaTitle = new Map(bank.areas.map((a) => [a.id, a.title]));
  return bank.questions.flatMap((q) => {
    const chosen = q.options[answers[q.id] ?? -1];
    const best = q.options.reduce((a, b) => (b.points > a.points ? b : a));
    if (!chosen || chosen.points >= best.points) return [];
    return [{ id: q.id, areaTitle: areaTitle.get(q.area) ?? '', prompt: q.prompt, chosen: chosen.text, best: best.text, explanation: q.explanation }];
  });
}

export interface QuestionView {
  /** 0-based position in the bank. */
  index: number;
  total: number;
  /** The answers before this question (the compact string). */
  answered: string;
  areaTitle: string;
  prompt: string;
  options: string[];
  /** The option to show chosen (after Back), or null. */
  picked: number | null;
  error: string | null;
}

/**
 * The result page's content for `scores`: each area with its band text, next steps (`talk`: a named upcoming
 * ChangeTalk to suggest among them, see nextStepsFor), and a review of each answer that was not the best (`answers`,
 * when known). `forGoal`: courses the person's goal leads to, suggested first.
 */
export function resultView(
  bank: QuestionBank,
  scores: AreaScores,
  total_percent: number,
  talk?: NextStep,
  answers: Record<string, number> | null = null,
  forGoal: readonly NextStep[] = [],
): ResultView {
  const areas = bank.areas.map((area) => {
    const { points, max } = scores[area.id];
    const band = bandOf(points, max);
    return { id: area.id, title: area.title, description: area.description, points, max, percent: percentOf(points, max), band, bandText: area.bands[band] };
  });
  return { total_percent, areas, nextSteps: nextStepsFor(scores, undefined, talk, forGoal), review: reviewOf(bank, answers) };
}

/** One question of the bank, without its points. */
export function questionView(bank: QuestionBank, answered: string, extra: { picked?: number | null; error?: string | null } = {}): QuestionView {
  const index = answered.length;
  const q = bank.questions[index];
  return {
    index,
    total: bank.questions.length,
    answered,
    areaTitle: bank.areas.find((a) => a.id === q.area)?.title ?? '',
    prompt: q.prompt,
    options: q.options.map((o) => o.text),
    picked: extra.picked ?? null,
    error: extra.error ?? null,
  };
}

/** Where a step's GET form leads, from its query: the answers so far, the picked option and any error to show. */
export type StepState = { kind: 'intro'; notice: string | null } | { kind: 'question'; answered: string; picked: number | null; error: string | null } | { kind: 'complete'; answers: string };

/**
 * Reads a step from the URL's query: no `a` is the intro; `a` with `go=next` adds `choice` (or, without a valid one,
 * shows the same question again saying to choose); `pick` marks a previous answer (Back). 25 answers are complete.
 */
export function stepFromQuery(query: URLSearchParams, total = ASSESSMENT_QUESTIONS): StepState {
  const a = query.get('a');
  if (a === null) return { kind: 'intro', notice: null };
  if (!isCompactAnswers(a, total)) return { kind: 'intro', notice: assessmentMessages.badLink };
  let answered = a;
  let error: string | null = null;
  if (query.get('go') === 'next' && answered.length < total) {
    const choice = query.get('choice') ?? '';
    if (/^[0-3]$/.test(choice)) answered += choice;
    else error = assessmentMessages.chooseAnswer;
  }
  if (answered.length === total) return { kind: 'complete', answers: answered };
  const pick = query.get('pick');
  return { kind: 'question', answered, picked: !error && pick && /^[0-3]$/.test(pick) ? Number(pick) : null, error };
}

/** The URL of the question after `answered` (`pick` marks its option chosen). */
export function stepHref(base: string, answered: string, pick?: number): string {
  return `${base}?a=${answered}${pick === undefined ? '' : `&pick=${pick}`}`;
}
