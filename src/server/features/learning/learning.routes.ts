/**
 * Learning API (certificates, courses), one `createRoute` per operation:
 * public `GET /api/courses`, `GET /api/courses/{slug}` (richer when signed in), `GET /api/certificates/{id}/verify`;
 * `GET /api/courses/{slug}/lessons/{position}` and `GET /api/courses/{slug}/quiz` (richer when signed in);
 * signed in `POST /api/courses/{slug}/enrollment`, `POST /api/courses/{slug}/lessons/{lessonId}/completion`,
 * `POST /api/courses/{slug}/lessons/{lessonId}/exercises/{exerciseId}/solution` (SQL exercises); public
 * `POST /api/courses/{slug}/lessons/{lessonId}/exercises/{exerciseId}/check` (formula exercises, saved when enrolled),
 * `GET /api/courses/{slug}/exercises/dataset.sql`;
 * `POST /api/courses/{slug}/quiz/attempts`, `GET /api/me/learning`, `GET /api/certificates/{id}/pdf`
 * (holder only).
 *
 * The routes only translate HTTP and JSON to and from the learning service (`deps.services.learning`,
 * learning.service.ts), which decides who may do what, so the course, lesson and quiz pages' forms get the same answers.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { formulaCheckInputSchema, formulaCheckSchema } from '~/shared/formula-exercises';
import {
  certificateVerificationSchema,
  courseDetailSchema,
  courseSchema,
  exerciseSolutionInputSchema,
  lessonCompletionSchema,
  lessonIdSchema,
  lessonPageSchema,
  myLearningSchema,
  quizAnswersSchema,
  quizPageSchema,
  quizResultSchema,
} from '~/shared/learning';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { readActor, requireActor } from '../../middleware/session';
import { createRouter, errors, json, jsonBody, signedIn } from '../../openapi';
import { certificatePdf } from './certificate.pdf';
import { ALREADY_ENROLLED, verificationUrl } from './learning.service';

const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, { message: 'Unknown course' }) });
const certParam = z.object({ id: z.string().min(1).max(40).meta({ description: 'The certificate ID, CP-XXXX-XXXX-XXXX' }) });
const exerciseIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, { message: 'This exercise does not exist.' });
const tags = ['Courses and certificates'];

/** Mounted at `/api`. */
export function learningRoutes(deps: AppDeps) {
  const { env } = deps;
  const { learning } = deps.services;
  const actor = readActor(deps.auth);
  const user = requireActor(deps.auth);
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/courses',
        operationId: 'listCourses',
        summary: 'The course catalogue; with a session, each course says whether you are enrolled and how far you are',
        tags,
        middleware: [actor] as const,
        responses: { 200: json(z.object({ courses: z.array(courseSchema) }), 'The courses, in catalogue order') },
      }),
      async (c) => c.json({ courses: await learning.courses({ actor: c.get('actor') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/courses/{slug}',
        operationId: 'getCourse',
        summary: 'One course with its lessons; with a session, which lessons you completed',
        tags,
        middleware: [actor] as const,
        request: { params: slugParam },
        responses: { 200: json(courseDetailSchema, 'The course and its lessons in order'), ...errors(400, 404) },
      }),
      async (c) => c.json(await learning.course({ actor: c.get('actor'), slug: c.req.valid('param').slug }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/courses/{slug}/enrollment',
        operationId: 'enrollInCourse',
        summary: 'Enrol in a course',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: slugParam },
        // 409: already enrolled.
        responses: { 201: json(z.object({ enrolled: z.literal(true) }), 'Enrolled'), ...errors(400, 401, 403, 404, 409) },
      }),
      async (c) => {
        const { newly } = await learning.enroll({ actor: c.get('actor'), slug: c.req.valid('param').slug });
        if (!newly) throw new AppError('conflict', ALREADY_ENROLLED);
        return c.json({ enrolled: true as const }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/courses/{slug}/lessons/{lessonId}/completion',
        operationId: 'completeLesson',
        summary: 'Mark a lesson complete; with every lesson complete and the quiz passed, the certificate is issued (once)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: slugParam.extend({ lessonId: lessonIdSchema }) },
        // 403: not enrolled in the course (or a cross-site request); 409: the lesson's exercises are not all solved.
        responses: { 200: json(lessonCompletionSchema, "The course's progress, and the certificate once it is complete"), ...errors(400, 401, 403, 404, 409) },
      }),
      async (c) => {
        const { slug, lessonId } = c.req.valid('param');
        return c.json(await learning.completeLesson({ actor: c.get('actor'), slug, lessonId }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/courses/{slug}/lessons/{lessonId}/exercises/{exerciseId}/solution',
        operationId: 'solveExercise',
        summary: 'Record a solved SQL exercise: your query and the result it gave in your browser, which must be the expected one',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: {
          params: slugParam.extend({ lessonId: lessonIdSchema, exerciseId: exerciseIdSchema }),
          body: jsonBody(exerciseSolutionInputSchema),
        },
        // 400: the result is not the answer (the message says what differs); 403: not enrolled.
        responses: { 200: json(z.object({ solved: z.literal(true), open: z.number().int() }), "Solved; how many of the lesson's exercises are still open"), ...errors(400, 401, 403, 404, 415) },
      }),
      async (c) => {
        const { slug, lessonId, exerciseId } = c.req.valid('param');
        return c.json(await learning.solveExercise({ actor: c.get('actor'), slug, lessonId, exerciseId, input: c.req.valid('json') }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/courses/{slug}/lessons/{lessonId}/exercises/{exerciseId}/check',
        operationId: 'checkFormulaExercise',
        summary:
          "Check a spreadsheet formula for one of a lesson's Excel exercises (anyone may); a right one of an enrolled learner is saved and counts towards the lesson",
        tags,
        middleware: [actor] as const,
        request: {
          params: slugParam.extend({ lessonId: lessonIdSchema, exerciseId: exerciseIdSchema }),
          body: jsonBody(formulaCheckInputSchema),
        },
        // 400: no formula, or one too long; a wrong formula is a 200 with `correct: false` and what to look at.
        responses: { 200: json(formulaCheckSchema, 'The verdict, the value the formula gives, and whether it was saved'), ...errors(400, 403, 404, 415) },
      }),
      async (c) => {
        const { slug, lessonId, exerciseId } = c.req.valid('param');
        return c.json(await learning.checkFormula({ actor: c.get('actor'), slug, lessonId, exerciseId, input: c.req.valid('json') }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/courses/{slug}/exercises/dataset.sql',
        operationId: 'getExerciseDataset',
        summary: "A course's practice dataset (PostgreSQL), which its SQL exercises run on in the browser",
        tags,
        request: { params: slugParam },
        responses: { 200: { description: 'The SQL that creates and fills the tables', content: { 'application/sql': { schema: z.string() } } }, ...errors(400, 404) },
      }),
      async (c) => c.body(learning.exerciseDataset({ slug: c.req.valid('param').slug }), 200, { 'content-type': 'application/sql; charset=utf-8', 'cache-control': 'public, max-age=3600' }),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/courses/{slug}/lessons/{position}',
        operationId: 'getLesson',
        summary: 'One lesson with its Markdown body and its neighbours; with a session, whether you completed it',
        tags,
        middleware: [actor] as const,
        request: { params: slugParam.extend({ position: z.coerce.number().int().min(1).max(50) }) },
        responses: { 200: json(lessonPageSchema, 'The lesson'), ...errors(400, 404) },
      }),
      async (c) => {
        const { slug, position } = c.req.valid('param');
        return c.json(await learning.lesson({ actor: c.get('actor'), slug, position }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/courses/{slug}/quiz',
        operationId: 'getCourseQuiz',
        summary: "The course's graded quiz, questions and options reshuffled on every request, without answers",
        tags,
        middleware: [actor] as const,
        request: { params: slugParam },
        responses: { 200: json(quizPageSchema, 'The questions; with a session, your standing'), ...errors(400, 404) },
      }),
      async (c) => c.json(await learning.quiz({ actor: c.get('actor'), slug: c.req.valid('param').slug }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/courses/{slug}/quiz/attempts',
        operationId: 'submitCourseQuiz',
        summary: 'Submit the quiz: graded on the server; a pass (70%) with every lesson complete issues the certificate',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: slugParam, body: jsonBody(quizAnswersSchema) },
        // 400: a question unanswered; 403: not enrolled (or a cross-site request).
        responses: { 201: json(quizResultSchema, 'The graded attempt with every explanation'), ...errors(400, 401, 403, 404, 415) },
      }),
      async (c) => {
        const { slug } = c.req.valid('param');
        return c.json(await learning.submitQuiz({ actor: c.get('actor'), slug, answers: c.req.valid('json').answers }), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/learning',
        operationId: 'getMyLearning',
        summary: 'Your enrolments with their progress, and your certificates',
        tags,
        security: signedIn,
        middleware: [user] as const,
        responses: { 200: json(myLearningSchema, 'Enrolments in catalogue order; certificates oldest first'), ...errors(401) },
      }),
      async (c) => c.json(await learning.mine({ actor: c.get('actor') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/certificates/{id}/verify',
        operationId: 'verifyCertificate',
        summary: 'Whether a certificate ID is a real ChangePath certificate, with its holder, course and date',
        tags,
        request: { params: certParam },
        responses: { 200: json(certificateVerificationSchema, 'Valid with its details, or `{ valid: false, id }`'), ...errors(400) },
      }),
      async (c) => c.json(await learning.verify(c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/certificates/{id}/pdf',
        operationId: 'downloadCertificatePdf',
        summary: 'Your certificate as a PDF (A4 landscape, with a QR code of its verification page)',
        tags,
        security: signedIn,
        middleware: [user] as const,
        request: { params: certParam },
        responses: {
          200: { description: 'The PDF, as an attachment', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
          // 404 also for someone else's certificate: the PDF is the holder's.
          ...errors(400, 401, 404),
        },
      }),
      async (c) => {
        const cert = await learning.certificate({ actor: c.get('actor'), id: c.req.valid('param').id });
        const bytes = await certificatePdf({
          id: cert.id,
          holderName: cert.holder_name,
          courseTitle: cert.course_title,
          scorePercent: cert.score_percent,
          issuedAt: cert.issued_at,
          verificationUrl: verificationUrl(env.publicUrl, cert.id),
          timeZone: env.PLATFORM_TIME_ZONE,
          locale: cert.holder_locale,
        });
        return c.body(new Uint8Array(bytes), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="changepath-certificate-${cert.id}.pdf"`,
        });
      },
    );
}
