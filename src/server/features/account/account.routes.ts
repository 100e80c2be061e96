/**
 * `GET /api/me`: the signed-in user as the server sees it (id, name, e-mail, role).
 * `GET|PUT /api/me/career-profile`: their career profile (stage, field, goal, example language), null
 * before they answered or skipped the onboarding; PUT creates or replaces it (the career profile service,
 * `deps.services.careerProfile`, decides, as for /welcome's and /profile's form). 401 for visitors.
 */
import { createRoute } from '@hono/zod-openapi';
import { careerProfileAnswerSchema, careerProfileInputSchema } from '~/shared/career-profile';
import { meSchema } from '~/shared/platform';
import type { AppDeps } from '../../context';
import { requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';

export function accountRoutes(deps: AppDeps) {
  const user = requireActor(deps.auth);
  const { careerProfile } = deps.services;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me',
        operationId: 'getMe',
        summary: 'The signed-in account: id, name, e-mail, role',
        tags: ['Account'],
        security: signedIn,
        middleware: [user],
        responses: { 200: json(meSchema, 'The account'), ...errors(401) },
      }),
      (c) => {
        // The account as the session lookup read it (requireActor answered a visitor 401).
        const u = c.get('actor')!;
        return c.json({ user: { id: u.id, name: u.name, email: u.email, role: u.role ?? 'user', emailVerified: u.emailVerified } }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/career-profile',
        operationId: 'getCareerProfile',
        summary: 'Your career profile (stage, field, goal, example language), or null',
        tags: ['Account'],
        security: signedIn,
        middleware: [user],
        responses: { 200: json(careerProfileAnswerSchema, 'The profile, or null before the onboarding was answered or skipped'), ...errors(401) },
      }),
      async (c) => c.json({ profile: await careerProfile.get({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/me/career-profile',
        operationId: 'putCareerProfile',
        summary: 'Create or replace your career profile',
        tags: ['Account'],
        security: signedIn,
        middleware: [user],
        request: { body: jsonBody(careerProfileInputSchema, 'Stage (required), field (≤ 100 characters), goal (≤ 300), example language') },
        responses: { 200: json(careerProfileAnswerSchema, 'The saved profile'), ...errors(400, 401, 403, 415) },
      }),
      async (c) => c.json({ profile: await careerProfile.save({ actor: c.get('actor'), profile: c.req.valid('json') }) }, 200),
    );
}
