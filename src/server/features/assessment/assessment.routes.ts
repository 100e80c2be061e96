/**
 * Skills assessment API (issue 23), signed in only, at /api/assessment:
 * `POST /results` (body `{ answers }`: option index by question id, every question answered) scores and saves a
 * result; `GET /results/latest` answers the newest one, or `{ result: null }`. An unanswered question or an index
 * the question lacks answers 400 with `field` naming it (`answers.career-3`). The page (/assessment) calls the same
 * service through the page services.
 */
import { createRoute } from '@hono/zod-openapi';
import { missingAnswers } from '~/shared/assessment';
import { assessmentResultAnswerSchema, assessmentSubmissionSchema, latestAssessmentAnswerSchema } from '~/shared/assessment-schemas';
import type { AppDeps } from '../../context';
import { requireUser } from '../../middleware/auth-guards';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { questionBank } from './assessment.questions';
import { latestAssessmentResult, saveAssessmentResult } from './assessment.service';

export function assessmentRoutes(deps: AppDeps) {
  const user = requireUser(deps.auth);
  const bank = questionBank();
  // The shared shape, checked against this server's bank so a missing answer is named like any other bad field.
  const submission = assessmentSubmissionSchema.superRefine((body, ctx) => {
    const [first] = missingAnswers(bank, body.answers);
    if (first) ctx.addIssue({ code: 'custom', path: ['answers', first], message: `Answer question ${first}: choose one of its options.` });
  });
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/results',
        operationId: 'saveAssessmentResult',
        summary: 'Score and save a completed skills assessment (every question answered)',
        tags: ['Assessment'],
        security: signedIn,
        middleware: [user],
        request: { body: jsonBody(submission, 'The chosen option (0–3) for every question, by question id') },
        responses: { 201: json(assessmentResultAnswerSchema, 'Saved: the score per area and overall'), ...errors(400, 401, 403, 415) },
      }),
      async (c) => c.json({ result: await saveAssessmentResult(deps.db, { userId: c.get('user').id, answers: c.req.valid('json').answers }, bank) }, 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/results/latest',
        operationId: 'getLatestAssessmentResult',
        summary: 'Your most recent skills assessment result, or null',
        tags: ['Assessment'],
        security: signedIn,
        middleware: [user],
        responses: { 200: json(latestAssessmentAnswerSchema, 'The newest result, or null when none'), ...errors(401) },
      }),
      async (c) => c.json({ result: await latestAssessmentResult(deps.db, c.get('user').id) }, 200),
    );
}
