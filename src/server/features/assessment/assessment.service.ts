/**
 * Skills assessment results: a signed-in person's completed assessments, scored on the server against the question
 * bank (assessment.questions.ts) with the shared rules (src/shared/assessment.ts). Every result is kept; the latest
 * is what the assessment page, the dashboard and the AI mentor read. `createAssessmentService(deps)` is the
 * feature's one service (built once, services.ts), called by the JSON API (assessment.routes.ts) and /assessment.
 */
import { desc, eq } from 'drizzle-orm';
import { type AssessmentAnswers, type AssessmentResult, type AreaScores, type QuestionBank, assessmentMessages, missingAnswers, scoreAssessment } from '~/shared/assessment';
import { assessmentSubmissionSchema } from '~/shared/assessment-schemas';
import { type Actor, signedIn } from '../../auth/guards';
import type { Database } from '../../db';
import { assessmentResults } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import { questionBank } from './assessment.questions';

/**
 * The API's submission (`{ answers }`: option index by question id) checked against `bank`: a question left
 * unanswered is named like any other bad field (`answers.<id>`, 'Answer question <id>: choose one of its options.').
 */
export function submissionFor(bank: QuestionBank) {
  return assessmentSubmissionSchema.superRefine((body, ctx) => {
    const [first] = missingAnswers(bank, body.answers);
    if (first) ctx.addIssue({ code: 'custom', path: ['answers', first], message: `Answer question ${first}: choose one of its options.` });
  });
}

type Row = typeof assessmentResults.$inferSelect;

const toResult = (r: Row): AssessmentResult => ({
  id: r.id,
  scores: r.scores as AreaScores,
  total_percent: r.total_percent,
  answers: r.answers,
  created_at: r.created_at.toISOString(),
});

/**
 * Scores and saves one completed assessment for `userId`. `answers`: option index (0–3) by question id, every
 * question of the bank answered (others are ignored). → the saved result. Throws AppError 'bad_request' naming the
 * first unanswered question when one is missing.
 */
export async function saveAssessmentResult(
  db: Database,
  input: { userId: string; answers: AssessmentAnswers },
  bank: QuestionBank = questionBank(),
): Promise<AssessmentResult> {
  const missing = missingAnswers(bank, input.answers);
  if (missing.length) throw new AppError('bad_request', assessmentMessages.answerEvery(missing.length, bank.questions.length, missing[0]!));
  const answers = Object.fromEntries(bank.questions.map((q) => [q.id, input.answers[q.id]]));
  const { scores, total_percent } = scoreAssessment(bank, answers);
  const [row] = await db.insert(assessmentResults).values({ user_id: input.userId, scores, total_percent, answers }).returning();
  return toResult(row);
}

/** The newest saved result of `userId` (answers included), or null when they have not taken the assessment. */
export async function latestAssessmentResult(db: Database, userId: string): Promise<AssessmentResult | null> {
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.user_id, userId))
    .orderBy(desc(assessmentResults.created_at), desc(assessmentResults.id))
    .limit(1);
  return row ? toResult(row) : null;
}

/**
 * What other features (the AI mentor) read about a person's skills: their latest result's score per area
 * (`{ career: { points, max }, … }`), the overall percentage (0–100) and when it was taken (ISO-8601 UTC); null when
 * they have not taken the assessment.
 */
export async function latestAssessmentOf(db: Database, userId: string): Promise<{ scores: AreaScores; total_percent: number; created_at: string } | null> {
  const latest = await latestAssessmentResult(db, userId);
  return latest ? { scores: latest.scores as AreaScores, total_percent: latest.total_percent, created_at: latest.created_at } : null;
}

/**
 * Builds the assessment service: `bank()` (the question bank, checked at start); for the signed-in person (401 for a
 * visitor) `latest` (their newest result, or null) and `save` (scores and keeps a completed assessment; 400 naming
 * the first question left unanswered, as `submissionFor` says it).
 */
export function createAssessmentService(deps: { db: Database; bank?: QuestionBank }) {
  const { db } = deps;
  const bank = deps.bank ?? questionBank();
  const submission = submissionFor(bank);
  return {
    bank: (): QuestionBank => bank,
    latest: ({ actor }: { actor: Actor }) => latestAssessmentResult(db, signedIn(actor).id),
    save({ actor, answers }: { actor: Actor; answers: AssessmentAnswers }): Promise<AssessmentResult> {
      const { id: userId } = signedIn(actor);
      return saveAssessmentResult(db, { userId, answers: parseInput(submission, { answers }).answers }, bank);
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
