/**
 * Skills assessment results (issue 23): a signed-in person's completed assessments, scored on the server against
 * the question bank (assessment.questions.ts) with the shared rules (src/shared/assessment.ts). Every result is
 * kept; the latest is what the assessment page, the dashboard and the AI mentor read.
 */
import { desc, eq } from 'drizzle-orm';
import { type AssessmentAnswers, type AssessmentResult, type AreaScores, type QuestionBank, missingAnswers, scoreAssessment } from '~/shared/assessment';
import type { Database } from '../../db';
import { assessmentResults } from '../../db/schema';
import { AppError } from '../../errors';
import { questionBank } from './assessment.questions';

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
  if (missing.length) throw new AppError('bad_request', `Answer every question: ${missing.length} of ${bank.questions.length} ${missing.length === 1 ? 'is' : 'are'} missing (first: ${missing[0]}).`);
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
