/**
 * The AI mentor's evaluation set: questions as students in India actually type them (typos, Hinglish, Hindi, no
 * punctuation), each asked in the tool they opened, with or without a career profile and a skills assessment, and
 * what a good answer must and must not contain. `evaluation.test.ts` runs every case against the offline mentor in
 * `npm test`; `npm run bench -- --only=mentor` runs them against a configured language model and reports the score.
 *
 * A case's `must` patterns are about substance (the exam's sections, the two options of a decision, the fix for a
 * CV), not the offline mentor's wording, so that any good answer — from the offline mentor or a model — passes.
 * Checks every answer gets, whatever the case (check.ts): no unfilled template, no claim about an assessment the
 * person does not have, and areas their assessment rated 'Developing' are called neither strong nor weak.
 */
import { CAREER_CASES } from './cases-careers';
import { CV_CASES } from './cases-cv';
import { DECISION_CASES } from './cases-decisions';
import { EXAM_CASES } from './cases-exams';
import type { EvaluationCase } from './evaluation-case';

export type { EvaluationCase } from './evaluation-case';

/** Every case, by the part of the mentor it exercises. */
export const EVALUATION_CASES: readonly EvaluationCase[] = [...DECISION_CASES, ...CV_CASES, ...EXAM_CASES, ...CAREER_CASES];
