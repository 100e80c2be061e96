/**
 * Skills assessment API, signed in only, at /api/assessment:
 * `POST /results` (body `{ answers }`: option index by question id, every question answered) scores and saves a
 * result; `GET /results/latest` answers the newest one, or `{ result: null }`. An unanswered question or an index
 * the question lacks answers 400 with `field` naming it (`answers.career-3`). The routes only translate to the
 * assessment service (`deps.services.assessment`), which /assessment's form calls too.
 */
import { createRoute } from '@hono/zod-openapi';
import { assessmentResultAnswerSchema, latestAssessmentAnswerSchema } from '~/shared/assessment-schemas';
import type { AppDeps } from '../../context';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { submissionFor } from './assessment.service';

export function assessmentRoutes(deps: AppDeps) {
  const user = requireActor(deps.auth);
  const { assessment } = deps.services;
  // The service's own check, so the document describes the body it takes.
  const submission = submissionFor(assessment.bank());
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
      async (c) => c.json({ result: await assessment.save({ actor: c.get('actor'), answers: c.req.valid('json').answers }) }, 201),
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
      async (c) => c.json({ result: await assessment.latest({ actor: c.get('actor') }) }, 200),
    );
}
