/**
 * Learning API (issue 7): `GET /api/courses`, `GET /api/courses/:slug` (public, richer when signed in),
 * `POST /api/courses/:slug/enrollment`, `POST /api/courses/:slug/lessons/:lessonId/completion`, `GET /api/me/learning`
 * (signed in), `GET /api/certificates/:id/verify` (public), `GET /api/certificates/:id/pdf` (holder only).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { type AuthVariables, currentUser, requireUser } from '../../middleware/auth-guards';
import { validate } from '../../validate';
import { certificatePdf } from './certificate.pdf';
import { completeLesson, enroll, getCourse, listCourses, myLearning, ownCertificate, verificationUrl, verifyCertificate } from './learning.service';

const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, { message: 'Unknown course' }) });
const certParam = z.object({ id: z.string().min(1).max(40) });

export function learningRoutes(deps: AppDeps) {
  const { db, auth, env } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/courses', async (c) => c.json({ courses: await listCourses(db, (await currentUser(auth, c.req.raw.headers))?.id) }))
    .get('/courses/:slug', validate('param', slugParam), async (c) =>
      c.json(await getCourse(db, c.req.valid('param').slug, (await currentUser(auth, c.req.raw.headers))?.id)),
    )
    .post('/courses/:slug/enrollment', requireUser(auth), validate('param', slugParam), async (c) => {
      await enroll(db, { userId: c.get('user').id, slug: c.req.valid('param').slug });
      return c.json({ enrolled: true }, 201);
    })
    .post('/courses/:slug/lessons/:lessonId/completion', requireUser(auth), validate('param', slugParam.extend({ lessonId: z.uuid() })), async (c) =>
      c.json(await completeLesson(db, { userId: c.get('user').id, slug: c.req.valid('param').slug, lessonId: c.req.valid('param').lessonId, publicUrl: env.publicUrl })),
    )
    .get('/me/learning', requireUser(auth), async (c) => c.json(await myLearning(db, { userId: c.get('user').id, publicUrl: env.publicUrl })))
    .get('/certificates/:id/verify', validate('param', certParam), async (c) => c.json(await verifyCertificate(db, c.req.valid('param').id)))
    .get('/certificates/:id/pdf', requireUser(auth), validate('param', certParam), async (c) => {
      const cert = await ownCertificate(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      const bytes = await certificatePdf({
        id: cert.id,
        holderName: cert.holder_name,
        courseTitle: cert.course_title,
        issuedAt: cert.issued_at,
        verificationUrl: verificationUrl(env.publicUrl, cert.id),
        timeZone: env.PLATFORM_TIME_ZONE,
      });
      return new Response(new Uint8Array(bytes), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="changepath-certificate-${cert.id}.pdf"` },
      });
    });
}
