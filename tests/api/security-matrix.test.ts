/**
 * Authorization matrix (issue 9, "Security, as tests"): every API route the router registers × {visitor, user,
 * other user, partner admin, admin} has an expected status, asserted exactly. The route list comes from Hono's
 * route table (`app.routes`), so a route added without a row here fails "every route has a row" with its name.
 *
 * Actors: `user` owns the objects acted on (post, reply, conversation, canvas, deck, registration, booking,
 * certificate); `other` is another signed-in user; `partnerAdmin` is a plain user who administers an approved
 * institution (issue 8, by verified e-mail); `admin` has the admin role.
 * Each row builds its request per actor; rows that delete or resolve something get a fresh object per actor.
 * Better Auth owns /api/auth/* (covered by the auth suites); a few of its admin endpoints are rows here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readCourseContent } from '~/server/features/learning/course-content';
import { ACTORS, type Actor, type SecurityFixture, apiRoutes, buildSecurityFixture, mentorInput, routeKey } from '../support/security';
import { readQuestionBank } from '~/server/features/assessment/assessment.questions';
import { pngBytes, talkForm } from '../support/talks';
import { type RequestOptions, describeEachDatabase, request, uniqueIp, useTestRuntime } from '../support/test-app';

type Status = number;
type Expectation = Record<Actor, Status>;
interface Call {
  path: string;
  method?: string;
  json?: unknown;
  body?: FormData;
}
interface Row {
  method: string;
  path: string;
  expect: Expectation;
  call(f: SecurityFixture, actor: Actor): Call | Promise<Call>;
}

/**
 * Statuses by audience: everyone; signed in (visitor 401); admin only (visitor 401, everyone else 403); partner
 * admins only; owner-only objects that other people (admins included) must not even learn exist (404, not 403).
 * A partner admin is, outside the partner routes, just another user.
 */
const PUBLIC = (s: Status = 200): Expectation => ({ visitor: s, user: s, other: s, partnerAdmin: s, admin: s });
const SIGNED_IN = (s: Status = 200): Expectation => ({ visitor: 401, user: s, other: s, partnerAdmin: s, admin: s });
const ADMIN = (s: Status = 200): Expectation => ({ visitor: 401, user: 403, other: 403, partnerAdmin: 403, admin: s });
const PARTNER = (s: Status = 200): Expectation => ({ visitor: 401, user: 403, other: 403, partnerAdmin: s, admin: 403 });
const OWNER_ONLY = (s: Status = 200): Expectation => ({ visitor: 401, user: s, other: 404, partnerAdmin: 404, admin: 404 });
/** Owner-only, where others are told "not yours" (403) or find nothing of theirs (404), admins as given. */
const OWNER = (others: Status, admin: Status): Expectation => ({ visitor: 401, user: 200, other: others, partnerAdmin: others, admin });

const at = (path: string, extra: Omit<Call, 'path'> = {}) => (): Call => ({ path, ...extra });
function collegeForm(): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ institutionName: 'Matrix College', location: 'Pune', contactPerson: 'Priya', email: 'priya@example.edu' })) form.set(k, v);
  form.set('logo', new File([new Uint8Array(pngBytes(3, 3))], 'logo.png', { type: 'image/png' }));
  return form;
}

function universityForm() {
  return {
    universityName: 'Matrix University',
    accreditation: 'NAAC A',
    location: 'Chennai',
    establishedYear: 1990,
    totalStudents: '5000-10000',
    expectedStudents: 200,
    contactPersonName: 'Ravi',
    contactPersonTitle: 'Dean',
    email: 'ravi@example.edu',
    phone: '+91 98765 43210',
    partnershipType: 'comprehensive',
    duration: '1-year',
    termsAccepted: true,
  };
}

/** Every question of the assessment answered with its first option. */
const allAnswered = () => Object.fromEntries(readQuestionBank().questions.map((q) => [q.id, 0]));

const png = () => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(pngBytes(3, 3))], 'talk.png', { type: 'image/png' }));
  return form;
};

const ROWS: Row[] = [
  // Platform
  { method: 'GET', path: '/api/health/live', expect: PUBLIC(), call: at('/api/health/live') },
  { method: 'GET', path: '/api/health/ready', expect: PUBLIC(), call: at('/api/health/ready') },
  { method: 'GET', path: '/api/config', expect: PUBLIC(), call: at('/api/config') },
  // Demo mode and a client on the server's machine only (platform suite); from any other address 404, signed in or not.
  { method: 'GET', path: '/api/dev/outbox', expect: PUBLIC(404), call: at('/api/dev/outbox') },
  { method: 'POST', path: '/api/telemetry/not-found', expect: PUBLIC(), call: at('/api/telemetry/not-found', { json: { path: '/missing-page' } }) },
  { method: 'GET', path: '/api/me', expect: SIGNED_IN(), call: at('/api/me') },
  { method: 'GET', path: '/api/me/career-profile', expect: SIGNED_IN(), call: at('/api/me/career-profile') },
  // Notifications (issue 24): only your own. Reading another's is 404 (notifications.test.ts); here an unknown id.
  { method: 'GET', path: '/api/notifications', expect: SIGNED_IN(), call: at('/api/notifications') },
  { method: 'GET', path: '/api/notifications/unread-count', expect: SIGNED_IN(), call: at('/api/notifications/unread-count') },
  { method: 'POST', path: '/api/notifications/read-all', expect: SIGNED_IN(), call: at('/api/notifications/read-all', { method: 'POST' }) },
  { method: 'POST', path: '/api/notifications/:id/read', expect: SIGNED_IN(404), call: at('/api/notifications/00000000-0000-4000-8000-000000000000/read', { method: 'POST' }) },
  { method: 'POST', path: '/api/notifications/unsubscribe', expect: PUBLIC(400), call: at('/api/notifications/unsubscribe', { method: 'POST', json: { token: 'not.a.token' } }) },
  { method: 'GET', path: '/api/me/notification-preferences', expect: SIGNED_IN(), call: at('/api/me/notification-preferences') },
  { method: 'PUT', path: '/api/me/notification-preferences', expect: SIGNED_IN(), call: at('/api/me/notification-preferences', { method: 'PUT', json: { likes: 'in_app' } }) },
  { method: 'PUT', path: '/api/me/career-profile', expect: SIGNED_IN(), call: at('/api/me/career-profile', { json: { stage: 'college', field: 'B.Com' } }) },
  // Skills assessment (issue 23): each person's own results.
  { method: 'POST', path: '/api/assessment/results', expect: SIGNED_IN(201), call: at('/api/assessment/results', { json: { answers: allAnswered() } }) },
  { method: 'GET', path: '/api/assessment/results/latest', expect: SIGNED_IN(), call: at('/api/assessment/results/latest') },
  // The API's own description and reference page (issue 22).
  { method: 'GET', path: '/api/openapi.json', expect: PUBLIC(), call: at('/api/openapi.json') },
  { method: 'GET', path: '/api/docs', expect: PUBLIC(), call: at('/api/docs') },
  { method: 'GET', path: '/api/docs/scalar.js', expect: PUBLIC(), call: at('/api/docs/scalar.js') },

  // ChangeTalks
  { method: 'GET', path: '/api/courses/:slug/exercises/dataset.sql', expect: PUBLIC(), call: at('/api/courses/sql-from-zero/exercises/dataset.sql') },
  // Solving needs enrolment, which nobody has in this course: every signed-in caller is told so.
  {
    method: 'POST',
    path: '/api/courses/:slug/lessons/:lessonId/exercises/:exerciseId/solution',
    expect: SIGNED_IN(403),
    call: (f) => ({
      path: `/api/courses/sql-from-zero/lessons/${f.sqlLessonId}/exercises/cities-in-alphabetical-order/solution`,
      json: { query: 'SELECT 1', result: { columns: ['x'], rows: [['1']] } },
    }),
  },
  // Anyone may check a formula (it is saved only for an enrolled learner).
  {
    method: 'POST',
    path: '/api/courses/:slug/lessons/:lessonId/exercises/:exerciseId/check',
    expect: PUBLIC(),
    call: (f) => ({ path: `/api/courses/excel-for-data-analysis/lessons/${f.excelLessonId}/exercises/average-score-of-those-present/check`, json: { formula: '=1' } }),
  },
  { method: 'GET', path: '/api/talks', expect: PUBLIC(), call: at('/api/talks') },
  { method: 'GET', path: '/api/search', expect: PUBLIC(), call: at('/api/search?q=grit') },
  { method: 'GET', path: '/api/talks/:id/calendar.ics', expect: PUBLIC(), call: (f) => ({ path: `/api/talks/${f.talkId}/calendar.ics` }) },
  { method: 'POST', path: '/api/talks/:id/views', expect: PUBLIC(), call: (f) => ({ path: `/api/talks/${f.talkId}/views` }) },
  { method: 'GET', path: '/api/me/talks', expect: SIGNED_IN(), call: at('/api/me/talks') },
  { method: 'POST', path: '/api/talks/:id/registration', expect: SIGNED_IN(201), call: (f) => ({ path: `/api/talks/${f.talkId}/registration` }) },
  // The join link: only the person registered for the talk.
  { method: 'GET', path: '/api/talks/:id/join', expect: OWNER(403, 403), call: (f) => ({ path: `/api/talks/${f.registeredTalkId}/join` }) },
  // Only one's own registration can be cancelled: the others have none on this talk.
  {
    method: 'DELETE',
    path: '/api/talks/:id/registration',
    expect: OWNER(404, 404),
    call: (f) => ({ path: `/api/talks/${f.registeredTalkId}/registration` }),
  },
  { method: 'GET', path: '/api/admin/talks', expect: ADMIN(), call: at('/api/admin/talks') },
  { method: 'POST', path: '/api/admin/talks', expect: ADMIN(201), call: () => ({ path: '/api/admin/talks', json: talkForm() }) },
  { method: 'PUT', path: '/api/admin/talks/:id', expect: ADMIN(), call: async (f) => ({ path: `/api/admin/talks/${await f.fresh.talk()}`, json: talkForm() }) },
  { method: 'DELETE', path: '/api/admin/talks/:id', expect: ADMIN(), call: async (f) => ({ path: `/api/admin/talks/${await f.fresh.talk()}` }) },
  { method: 'GET', path: '/api/admin/talks/:id/registrants', expect: ADMIN(), call: (f) => ({ path: `/api/admin/talks/${f.registeredTalkId}/registrants` }) },
  { method: 'GET', path: '/api/admin/talks/:id/registrants.csv', expect: ADMIN(), call: (f) => ({ path: `/api/admin/talks/${f.registeredTalkId}/registrants.csv` }) },

  // Uploads
  { method: 'GET', path: '/api/uploads/:id', expect: PUBLIC(), call: (f) => ({ path: `/api/uploads/${f.uploadId}` }) },
  { method: 'POST', path: '/api/admin/uploads', expect: ADMIN(201), call: () => ({ path: '/api/admin/uploads', body: png() }) },

  // Admin
  { method: 'GET', path: '/api/admin/overview', expect: ADMIN(), call: at('/api/admin/overview') },
  { method: 'GET', path: '/api/admin/mail', expect: ADMIN(), call: at('/api/admin/mail') },
  { method: 'POST', path: '/api/admin/mail/:id/retry', expect: ADMIN(404), call: at('/api/admin/mail/2147483000/retry', { json: {} }) },
  { method: 'PUT', path: '/api/admin/users/:id/plan', expect: ADMIN(), call: async (f) => ({ path: `/api/admin/users/${(await f.fresh.user()).id}/plan`, json: { plan: 'premium' } }) },

  // Community
  { method: 'GET', path: '/api/community/posts', expect: PUBLIC(), call: at('/api/community/posts') },
  { method: 'GET', path: '/api/community/posts/:id', expect: PUBLIC(), call: (f) => ({ path: `/api/community/posts/${f.postId}` }) },
  { method: 'POST', path: '/api/community/posts', expect: SIGNED_IN(201), call: () => ({ path: '/api/community/posts', json: { title: 'Matrix post', content: 'Hello.', category: 'General' } }) },
  // Authors edit their own posts; nobody else, admins included (they hide or delete instead).
  {
    method: 'PATCH',
    path: '/api/community/posts/:id',
    expect: OWNER(403, 403),
    call: (f) => ({ path: `/api/community/posts/${f.postId}`, json: { title: 'Edited', content: 'Edited content.', category: 'General' } }),
  },
  {
    method: 'DELETE',
    path: '/api/community/posts/:id',
    expect: OWNER(403, 200),
    call: async (f) => ({ path: `/api/community/posts/${await f.fresh.post()}` }),
  },
  // The fixture's post is the user's own: liking it is refused (issue 19).
  { method: 'PUT', path: '/api/community/posts/:id/like', expect: { ...SIGNED_IN(), user: 403 }, call: (f) => ({ path: `/api/community/posts/${f.postId}/like` }) },
  { method: 'DELETE', path: '/api/community/posts/:id/like', expect: SIGNED_IN(), call: (f) => ({ path: `/api/community/posts/${f.postId}/like` }) },
  { method: 'POST', path: '/api/community/posts/:id/comments', expect: SIGNED_IN(201), call: (f) => ({ path: `/api/community/posts/${f.postId}/comments`, json: { content: 'A reply.' } }) },
  {
    method: 'DELETE',
    path: '/api/community/comments/:id',
    expect: OWNER(403, 200),
    call: async (f) => ({ path: `/api/community/comments/${await f.fresh.comment()}` }),
  },
  { method: 'POST', path: '/api/community/reports', expect: SIGNED_IN(201), call: (f) => ({ path: '/api/community/reports', json: { postId: f.postId, reason: 'Spam' } }) },
  { method: 'GET', path: '/api/admin/community/reports', expect: ADMIN(), call: at('/api/admin/community/reports') },
  {
    method: 'POST',
    path: '/api/admin/community/reports/:id/resolve',
    expect: ADMIN(),
    call: async (f) => ({ path: `/api/admin/community/reports/${await f.fresh.report()}/resolve`, json: { action: 'dismiss' } }),
  },

  // Toolkit: documents are private to their owner.
  { method: 'GET', path: '/api/toolkit/canvases', expect: SIGNED_IN(), call: at('/api/toolkit/canvases') },
  { method: 'POST', path: '/api/toolkit/canvases', expect: SIGNED_IN(201), call: at('/api/toolkit/canvases', { json: { name: 'Matrix canvas', data: {} } }) },
  { method: 'GET', path: '/api/toolkit/canvases/:id', expect: OWNER_ONLY(), call: (f) => ({ path: `/api/toolkit/canvases/${f.canvasId}` }) },
  { method: 'PUT', path: '/api/toolkit/canvases/:id', expect: OWNER_ONLY(), call: (f) => ({ path: `/api/toolkit/canvases/${f.canvasId}`, json: { name: 'Renamed', data: {} } }) },
  { method: 'DELETE', path: '/api/toolkit/canvases/:id', expect: OWNER_ONLY(), call: async (f) => ({ path: `/api/toolkit/canvases/${await f.fresh.canvas()}` }) },
  { method: 'GET', path: '/api/toolkit/decks', expect: SIGNED_IN(), call: at('/api/toolkit/decks') },
  { method: 'POST', path: '/api/toolkit/decks', expect: SIGNED_IN(201), call: at('/api/toolkit/decks', { json: { name: 'Matrix deck', data: { slides: {} } } }) },
  { method: 'GET', path: '/api/toolkit/decks/:id', expect: OWNER_ONLY(), call: (f) => ({ path: `/api/toolkit/decks/${f.deckId}` }) },
  { method: 'PUT', path: '/api/toolkit/decks/:id', expect: OWNER_ONLY(), call: (f) => ({ path: `/api/toolkit/decks/${f.deckId}`, json: { name: 'Renamed', data: { slides: {} } } }) },
  { method: 'DELETE', path: '/api/toolkit/decks/:id', expect: OWNER_ONLY(), call: async (f) => ({ path: `/api/toolkit/decks/${await f.fresh.deck()}` }) },
  { method: 'GET', path: '/api/toolkit/progress', expect: SIGNED_IN(), call: at('/api/toolkit/progress') },

  // AI career tools: conversations are private to their owner.
  { method: 'GET', path: '/api/ai/tools', expect: PUBLIC(), call: at('/api/ai/tools') },
  { method: 'GET', path: '/api/ai/model', expect: PUBLIC(), call: at('/api/ai/model') },
  { method: 'POST', path: '/api/ai/tools/:id/use', expect: SIGNED_IN(), call: (f) => ({ path: `/api/ai/tools/${f.toolId}/use` }) },
  { method: 'GET', path: '/api/ai/allowance', expect: SIGNED_IN(), call: at('/api/ai/allowance') },
  // Continuing a conversation is its owner's alone (a new one is anyone's: the fuzz and AI suites cover that).
  {
    method: 'POST',
    path: '/api/ai/chat',
    expect: OWNER_ONLY(),
    call: (f) => ({ path: '/api/ai/chat', json: { userInput: 'How do I learn data analysis?', conversationId: f.conversationId } }),
  },
  { method: 'GET', path: '/api/ai/conversations', expect: SIGNED_IN(), call: at('/api/ai/conversations') },
  { method: 'GET', path: '/api/ai/conversations/:id', expect: OWNER_ONLY(), call: (f) => ({ path: `/api/ai/conversations/${f.conversationId}` }) },
  { method: 'PATCH', path: '/api/ai/conversations/:id', expect: OWNER_ONLY(), call: (f) => ({ path: `/api/ai/conversations/${f.conversationId}`, json: { title: 'Renamed' } }) },
  { method: 'DELETE', path: '/api/ai/conversations/:id', expect: OWNER_ONLY(), call: async (f) => ({ path: `/api/ai/conversations/${await f.fresh.conversation()}` }) },

  // Learning (issue 7): certificates' PDFs are their holder's; completing a lesson needs one's own enrolment.
  { method: 'GET', path: '/api/courses', expect: PUBLIC(), call: at('/api/courses') },
  { method: 'GET', path: '/api/courses/:slug', expect: PUBLIC(), call: (f) => ({ path: `/api/courses/${f.courseSlug}` }) },
  { method: 'POST', path: '/api/courses/:slug/enrollment', expect: SIGNED_IN(201), call: (f) => ({ path: `/api/courses/${f.courseSlug}/enrollment` }) },
  {
    method: 'POST',
    path: '/api/courses/:slug/lessons/:lessonId/completion',
    expect: OWNER(403, 403),
    call: (f) => ({ path: `/api/courses/${f.enrolledCourseSlug}/lessons/${f.lessonId}/completion` }),
  },
  // Issue 23: lessons and the quiz are public to read; a quiz attempt is graded only for someone enrolled.
  { method: 'GET', path: '/api/courses/:slug/lessons/:position', expect: PUBLIC(), call: (f) => ({ path: `/api/courses/${f.courseSlug}/lessons/1` }) },
  { method: 'GET', path: '/api/courses/:slug/quiz', expect: PUBLIC(), call: (f) => ({ path: `/api/courses/${f.courseSlug}/quiz` }) },
  {
    method: 'POST',
    path: '/api/courses/:slug/quiz/attempts',
    expect: { visitor: 401, user: 201, other: 403, partnerAdmin: 403, admin: 403 },
    call: (f) => ({
      path: `/api/courses/${f.enrolledCourseSlug}/quiz/attempts`,
      json: { answers: Object.fromEntries(readCourseContent(f.enrolledCourseSlug).quiz.questions.map((q) => [q.id, q.answer])) },
    }),
  },
  { method: 'GET', path: '/api/me/learning', expect: SIGNED_IN(), call: at('/api/me/learning') },
  { method: 'GET', path: '/api/certificates/:id/verify', expect: PUBLIC(), call: (f) => ({ path: `/api/certificates/${f.certificateId}/verify` }) },
  { method: 'GET', path: '/api/certificates/:id/pdf', expect: OWNER_ONLY(), call: (f) => ({ path: `/api/certificates/${f.certificateId}/pdf` }) },

  // Mentors (issue 7): bookings are their booker's.
  { method: 'GET', path: '/api/mentors', expect: PUBLIC(), call: at('/api/mentors') },
  { method: 'GET', path: '/api/mentors/:slug', expect: PUBLIC(), call: (f) => ({ path: `/api/mentors/${f.mentorSlug}` }) },
  { method: 'GET', path: '/api/mentors/:slug/slots', expect: PUBLIC(), call: (f) => ({ path: `/api/mentors/${f.mentorSlug}/slots` }) },
  {
    method: 'POST',
    path: '/api/mentors/:slug/bookings',
    expect: SIGNED_IN(201),
    call: async (f) => {
      const m = await f.fresh.mentor();
      return { path: `/api/mentors/${m.slug}/bookings`, json: { starts_at: m.slot } };
    },
  },
  { method: 'GET', path: '/api/me/bookings', expect: SIGNED_IN(), call: at('/api/me/bookings') },
  { method: 'DELETE', path: '/api/bookings/:id', expect: OWNER_ONLY(), call: async (f) => ({ path: `/api/bookings/${await f.fresh.booking()}` }) },
  { method: 'GET', path: '/api/admin/mentors', expect: ADMIN(), call: at('/api/admin/mentors') },
  // Paid plans: Razorpay's two routes prove themselves by signature (none here: refused, or sent back unconfirmed).
  { method: 'GET', path: '/api/billing', expect: SIGNED_IN(), call: at('/api/billing') },
  { method: 'POST', path: '/api/billing/checkout', expect: SIGNED_IN(), call: at('/api/billing/checkout', { json: { plan: 'premium', period: 'monthly', state: '29' } }) },
  { method: 'GET', path: '/api/billing/documents/:id', expect: SIGNED_IN(404), call: at('/api/billing/documents/00000000-0000-4000-8000-000000000000') },
  { method: 'POST', path: '/api/billing/cancel', expect: SIGNED_IN(409), call: at('/api/billing/cancel', { method: 'POST' }) },
  { method: 'POST', path: '/api/billing/resume', expect: SIGNED_IN(409), call: at('/api/billing/resume', { method: 'POST' }) },
  { method: 'POST', path: '/api/billing/webhook', expect: PUBLIC(400), call: at('/api/billing/webhook', { json: { event: 'payment.captured' } }) },
  { method: 'POST', path: '/api/billing/checkout/callback', expect: PUBLIC(303), call: at('/api/billing/checkout/callback', { method: 'POST' }) },
  { method: 'GET', path: '/api/billing/team', expect: SIGNED_IN(), call: at('/api/billing/team') },
  {
    method: 'POST',
    path: '/api/billing/team/orders',
    expect: SIGNED_IN(400),
    call: at('/api/billing/team/orders', { json: { name: 'Matrix Org', seats: 9, period: 'yearly', state: '29', gstin: '29AAACA1234A1Z5' } }),
  },
  { method: 'POST', path: '/api/billing/team/invitations', expect: SIGNED_IN(404), call: at('/api/billing/team/invitations', { json: { emails: 'matrix@example.com' } }) },
  { method: 'DELETE', path: '/api/billing/team/members/:id', expect: SIGNED_IN(404), call: at('/api/billing/team/members/00000000-0000-4000-8000-000000000000', { method: 'DELETE' }) },
  { method: 'POST', path: '/api/billing/team/join', expect: SIGNED_IN(400), call: at('/api/billing/team/join', { json: { token: 'matrix-token-that-is-not-one' } }) },
  { method: 'GET', path: '/api/billing/team/callback', expect: PUBLIC(303), call: at('/api/billing/team/callback') },
  { method: 'GET', path: '/api/admin/billing/payments', expect: ADMIN(), call: at('/api/admin/billing/payments') },
  {
    method: 'POST',
    path: '/api/admin/billing/payments/:id/refund',
    expect: ADMIN(404),
    call: at('/api/admin/billing/payments/00000000-0000-4000-8000-000000000000/refund', { json: { key: 'matrix-refund-key' } }),
  },
  { method: 'GET', path: '/api/admin/billing/events', expect: ADMIN(), call: at('/api/admin/billing/events') },
  { method: 'GET', path: '/api/admin/billing/subscriptions', expect: ADMIN(), call: at('/api/admin/billing/subscriptions') },
  { method: 'GET', path: '/api/admin/billing/credit-notes', expect: ADMIN(), call: at('/api/admin/billing/credit-notes') },
  { method: 'POST', path: '/api/admin/billing/events/:id/retry', expect: ADMIN(404), call: at('/api/admin/billing/events/no-such-event/retry', { method: 'POST' }) },
  { method: 'POST', path: '/api/admin/mentors', expect: ADMIN(201), call: () => ({ path: '/api/admin/mentors', json: mentorInput() }) },
  { method: 'PUT', path: '/api/admin/mentors/:id', expect: ADMIN(), call: async (f) => ({ path: `/api/admin/mentors/${(await f.fresh.mentor()).id}`, json: mentorInput() }) },
  { method: 'DELETE', path: '/api/admin/mentors/:id', expect: ADMIN(), call: async (f) => ({ path: `/api/admin/mentors/${(await f.fresh.mentor()).id}` }) },

  // Public forms (issue 8); rate-limited per client address, and each actor comes from its own.
  { method: 'POST', path: '/api/contact', expect: PUBLIC(201), call: at('/api/contact', { json: { email: 'visitor@example.com', message: 'Hello there.' } }) },
  { method: 'POST', path: '/api/newsletter', expect: PUBLIC(), call: (_f, a) => ({ path: '/api/newsletter', json: { email: `news-${a}-${Date.now()}@example.com` } }) },
  // A token in the query is the credential; unknown ones redirect to the "invalid" notice.
  { method: 'GET', path: '/api/newsletter/confirm', expect: PUBLIC(302), call: at('/api/newsletter/confirm?token=abcdefghijklmnop') },
  { method: 'GET', path: '/api/newsletter/unsubscribe', expect: PUBLIC(302), call: at('/api/newsletter/unsubscribe?token=abcdefghijklmnop') },
  {
    method: 'POST',
    path: '/api/demo-requests',
    expect: PUBLIC(201),
    call: at('/api/demo-requests', { json: { name: 'Dean', email: 'dean@example.edu', organization: 'College' } }),
  },
  {
    method: 'POST',
    path: '/api/speaker-applications',
    expect: PUBLIC(201),
    call: at('/api/speaker-applications', { json: { name: 'Speaker', email: 'speaker@example.com', topic: 'Careers', bio: 'Speaks.' } }),
  },
  { method: 'GET', path: '/api/admin/inbox', expect: ADMIN(), call: at('/api/admin/inbox?kind=contact') },
  { method: 'POST', path: '/api/admin/inbox/:kind/:id/handled', expect: ADMIN(), call: async (f) => ({ path: `/api/admin/inbox/contact/${await f.fresh.inboxItem()}/handled` }) },

  // Partnerships (issue 8): the status token is the applicant's credential; partner admins see their institution only.
  { method: 'POST', path: '/api/partnerships/college', expect: PUBLIC(201), call: () => ({ path: '/api/partnerships/college', body: collegeForm() }) },
  { method: 'POST', path: '/api/partnerships/university', expect: PUBLIC(201), call: () => ({ path: '/api/partnerships/university', json: universityForm() }) },
  { method: 'GET', path: '/api/partnerships/status/:token', expect: PUBLIC(), call: async (f) => ({ path: `/api/partnerships/status/${(await f.fresh.application()).token}` }) },
  {
    method: 'POST',
    path: '/api/partnerships/status/:token/reply',
    expect: PUBLIC(),
    call: async (f) => ({ path: `/api/partnerships/status/${(await f.fresh.application('more_info')).token}/reply`, json: { message: 'Here is more.' } }),
  },
  { method: 'GET', path: '/api/institutions', expect: PUBLIC(), call: at('/api/institutions') },
  { method: 'GET', path: '/api/me/affiliation', expect: SIGNED_IN(), call: at('/api/me/affiliation') },
  { method: 'PUT', path: '/api/me/affiliation', expect: SIGNED_IN(), call: at('/api/me/affiliation', { json: { institutionName: 'University of Delhi' } }) },
  { method: 'GET', path: '/api/partner-admin/me', expect: PARTNER(), call: at('/api/partner-admin/me') },
  { method: 'GET', path: '/api/partner-admin/students', expect: PARTNER(), call: at('/api/partner-admin/students') },
  { method: 'GET', path: '/api/partner-admin/students.csv', expect: PARTNER(), call: at('/api/partner-admin/students.csv') },
  { method: 'GET', path: '/api/partner-admin/students.pdf', expect: PARTNER(), call: at('/api/partner-admin/students.pdf') },
  { method: 'GET', path: '/api/partner-admin/events', expect: PARTNER(), call: at('/api/partner-admin/events') },
  {
    method: 'POST',
    path: '/api/partner-admin/events',
    expect: PARTNER(201),
    call: () => ({ path: '/api/partner-admin/events', json: { title: 'Campus talk', proposedDate: '2030-01-15', speakerName: 'Asha Rao' } }),
  },
  { method: 'GET', path: '/api/admin/applications', expect: ADMIN(), call: at('/api/admin/applications') },
  {
    method: 'POST',
    path: '/api/admin/applications/:id/decision',
    expect: ADMIN(),
    call: async (f) => ({ path: `/api/admin/applications/${(await f.fresh.application()).id}/decision`, json: { status: 'under_review' } }),
  },
  { method: 'GET', path: '/api/admin/event-proposals', expect: ADMIN(), call: at('/api/admin/event-proposals') },
  {
    method: 'POST',
    path: '/api/admin/event-proposals/:id/decision',
    expect: ADMIN(),
    call: async (f) => ({ path: `/api/admin/event-proposals/${await f.fresh.proposal()}/decision`, json: { decision: 'reject' } }),
  },
];

/** Better Auth's admin plugin endpoints (not in the app's route table: Better Auth routes them itself). */
const AUTH_ADMIN_ROWS: Row[] = [
  { method: 'GET', path: '/api/auth/admin/list-users', expect: ADMIN(), call: at('/api/auth/admin/list-users') },
  {
    method: 'POST',
    path: '/api/auth/admin/set-role',
    expect: ADMIN(),
    call: async (f) => ({ path: '/api/auth/admin/set-role', json: { userId: (await f.fresh.user()).id, role: 'user' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/admin/ban-user',
    expect: ADMIN(),
    call: async (f) => ({ path: '/api/auth/admin/ban-user', json: { userId: (await f.fresh.user()).id, banReason: 'matrix' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/admin/list-user-sessions',
    expect: ADMIN(),
    call: (f) => ({ path: '/api/auth/admin/list-user-sessions', json: { userId: f.users.user.id } }),
  },
  {
    method: 'POST',
    path: '/api/auth/admin/remove-user',
    expect: ADMIN(),
    call: async (f) => ({ path: '/api/auth/admin/remove-user', json: { userId: (await f.fresh.user()).id } }),
  },
];

describeEachDatabase('authorization matrix', (kind) => {
  const t = useTestRuntime(kind);
  let f: SecurityFixture;
  beforeAll(async () => {
    f = await buildSecurityFixture(t.rt);
  });

  it('has a row for every API route the router registers, and no row for a route that is gone', () => {
    const routes = apiRoutes(t.rt.app).map(routeKey);
    const rows = ROWS.map((r) => `${r.method} ${r.path}`);
    const missing = routes.filter((r) => !rows.includes(r));
    const stale = rows.filter((r) => !routes.includes(r));
    expect(missing, `API routes without a row in tests/api/security-matrix.test.ts ROWS: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `rows for routes the router no longer has: ${stale.join(', ')}`).toEqual([]);
    expect(new Set(rows).size, 'one row per route').toBe(rows.length);
  });

  const actual = async (row: Row) => {
    const got: Partial<Record<Actor, Status>> = {};
    for (const actor of ACTORS) {
      const call = await row.call(f, actor);
      const opts: RequestOptions = { method: call.method ?? row.method, cookie: f.cookies[actor], ip: uniqueIp() };
      if (call.json !== undefined) opts.json = call.json;
      if (call.body) opts.body = call.body;
      const res = await request(t.rt, call.path, opts);
      await res.arrayBuffer(); // streams (chat) and files are read to the end
      got[actor] = res.status;
    }
    return got;
  };
  const expected = (row: Row) => Object.fromEntries(ACTORS.map((a) => [a, row.expect[a]]));

  describe('app routes', () => {
    it.each(ROWS.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, row) => {
      expect(await actual(row)).toEqual(expected(row));
    });
  });

  describe('Better Auth admin endpoints', () => {
    it.each(AUTH_ADMIN_ROWS.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, row) => {
      const got = await actual(row);
      // Better Auth answers visitors 401 and non-admins 403 with its own body shape; the statuses are what matter.
      expect(got).toEqual(expected(row));
    });
  });
});
