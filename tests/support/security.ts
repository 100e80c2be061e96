/**
 * Test support for the security suites (issue 9, "Security, as tests"): the API routes as the router knows them,
 * the actors of the authorization matrix with real sessions, real objects to act on (made through the services,
 * so each row can have a fresh one), a leak detector for response bodies, the upload corpus, and the fuzzing engine
 * (fast-check generators of path values, queries and bodies, and a runner per route).
 */
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  canvases,
  certificates,
  courseEnrollments,
  courseLessons,
  courses,
  inboxItems,
  institutionAdmins,
  institutions,
  mentorBookings,
  mentors as mentorsTable,
  partnershipApplications,
  pitchDecks,
} from '~/server/db/schema';
import { createConversation } from '~/server/features/ai/ai.conversations';
import { listTools, setPlan } from '~/server/features/ai/ai.service';
import { adminSaveMentor, freeSlots } from '~/server/features/mentors/mentors.service';
import { addComment, createPost, reportContent } from '~/server/features/community/community.service';
import { apply, proposeEvent } from '~/server/features/partners/partners.service';
import { documentStore } from '~/server/features/toolkit/toolkit.service';
import { saveImage } from '~/server/features/uploads/uploads.service';
import { type QuickUser, insertTalk, pngBytes, quickUsers } from './talks';
import { type LlmStub, startLlmStub } from './llm-stub';
import { type TestRuntime, createTestRuntime, request, uniqueIp } from './test-app';

export const ACTORS = ['visitor', 'user', 'other', 'partnerAdmin', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** A route of the app: method and Hono path pattern (`/api/talks/:id/registration`). */
export interface ApiRoute {
  method: string;
  path: string;
}

/**
 * Every API route the app registers a handler for, from Hono's route table (`app.routes`): middleware
 * (registered for ALL methods, or repeated under the same method and path) is folded away; `/api/auth/*` is
 * left out (Better Auth owns it) and so are the catch-all 404s.
 */
export function apiRoutes(app: { routes: Array<{ method: string; path: string }> }): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.endsWith('*')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export const routeKey = (r: ApiRoute) => `${r.method} ${r.path}`;

export interface SecurityFixture {
  /**
   * Signed-in actors; `visitor` has none. `user` owns the objects below; `other` is another plain user;
   * `partnerAdmin` is a plain user who is the admin of an approved institution (issue 8).
   */
  cookies: Record<Actor, string | undefined>;
  users: { user: QuickUser; other: QuickUser; partnerAdmin: QuickUser; admin: QuickUser };
  /** The partner admin's institution. */
  institutionId: string;
  /** An upcoming talk anyone may register for. */
  talkId: string;
  /** An upcoming talk `user` is registered for. */
  registeredTalkId: string;
  /** A visible post by `user`, with a reply by `user`. */
  postId: string;
  commentId: string;
  /** A conversation, a canvas and a deck of `user`. */
  conversationId: string;
  canvasId: string;
  deckId: string;
  /** An uploaded image. */
  uploadId: string;
  /** An AI tool of the catalogue. */
  toolId: string;
  /** A course nobody is enrolled in; a course `user` is enrolled in, with one of its lessons. */
  courseSlug: string;
  enrolledCourseSlug: string;
  lessonId: string;
  /** The first lesson of SQL from Zero (it has exercises; nobody is enrolled in that course). */
  sqlLessonId: string;
  /** The first lesson of Excel for Data Analysis, which has formula exercises. */
  excelLessonId: string;
  /** A certificate held by `user`. */
  certificateId: string;
  /** A mentor with open availability. */
  mentorSlug: string;
  /** Makers of fresh objects owned by `user`, for rows that delete or resolve them. */
  fresh: {
    talk(): Promise<string>;
    post(): Promise<string>;
    comment(): Promise<string>;
    report(): Promise<string>;
    conversation(): Promise<string>;
    canvas(): Promise<string>;
    deck(): Promise<string>;
    user(): Promise<QuickUser>;
    /** A mentor available around the clock: its id, slug and first free slot. */
    mentor(): Promise<{ id: string; slug: string; slot: string }>;
    /** A booking of `user`, three days ahead (cancellable). */
    booking(): Promise<string>;
    /** A partnership application (status `status`): its id and private status token. */
    application(status?: 'applied' | 'more_info'): Promise<{ id: string; token: string }>;
    /** An event proposal of the partner admin's institution. */
    proposal(): Promise<string>;
    /** A new contact message in the admin inbox. */
    inboxItem(): Promise<string>;
  };
}

const DAY = 24 * 3600_000;
const token = () => randomBytes(4).toString('hex');

/** A complete admin mentor form body, available every day around the clock. */
export function mentorInput() {
  return {
    name: `Mentor ${token()}`,
    title: 'Founder',
    company: 'Acme',
    industry: 'Technology',
    location: 'Bengaluru',
    expertise: ['Fundraising'],
    bio: 'Mentors founders.',
    email: `mentor-${token()}@example.com`,
    time_zone: 'Asia/Kolkata',
    is_featured: false,
    availability: Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  };
}

/** Builds the actors and one of every object, all through the services. */
export async function buildSecurityFixture(rt: TestRuntime): Promise<SecurityFixture> {
  const db = rt.database.db;
  const [user, other] = await quickUsers(rt, 2, { label: 'sec' });
  const [admin] = await quickUsers(rt, 1, { label: 'sec-admin', role: 'admin' });
  const [partnerAdmin] = await quickUsers(rt, 1, { label: 'sec-partner' });
  const [institution] = await db.insert(institutions).values({ name: 'Security Test College', code: `CP-SEC-${token().toUpperCase()}` }).returning();
  await db.insert(institutionAdmins).values({ institution_id: institution.id, email: partnerAdmin.email.toLowerCase() });
  const partnerDeps = { db, mailer: rt.mailer, publicUrl: rt.env.publicUrl, supportEmail: rt.env.SUPPORT_EMAIL };
  // A reporter distinct from `user`, so each fresh report is new (one report per reporter and post).
  const reporters = await quickUsers(rt, 1, { label: 'sec-reporter' });
  const canvasStore = documentStore(db, canvases, 'canvas');
  const deckStore = documentStore(db, pitchDecks, 'deck');

  const fresh: SecurityFixture['fresh'] = {
    talk: async () => (await insertTalk(rt, { startsInMs: 30 * DAY })).id,
    post: async () => (await createPost(db, { userId: user.id, input: { title: `Security ${token()}`, content: 'A post to act on.', category: 'General' } })).id,
    comment: async () => (await addComment(db, { postId: await fresh.post(), userId: user.id, content: 'A reply to act on.' })).id,
    report: async () => (await reportContent(db, { reporterId: reporters[0].id, postId: await fresh.post(), reason: 'Spam' })).id,
    conversation: async () => (await createConversation(db, { userId: user.id, toolId: null, toolType: 'learning-path', title: `Chat ${token()}` })).id,
    canvas: async () => (await canvasStore.create(user.id, { name: `Canvas ${token()}`, data: {} as never })).id,
    deck: async () => (await deckStore.create(user.id, { name: `Deck ${token()}`, data: { slides: {}, tagline: '' } as never })).id,
    user: async () => (await quickUsers(rt, 1, { label: 'sec-target' }))[0],
    mentor: async () => {
      const { id } = await adminSaveMentor(db, mentorInput());
      const [row] = await db.select({ slug: mentorsTable.slug }).from(mentorsTable).where(eq(mentorsTable.id, id));
      const { slots } = await freeSlots(db, row.slug);
      if (!slots.length) throw new Error('A mentor available around the clock has no free slot');
      return { id, slug: row.slug, slot: slots[0].starts_at };
    },
    booking: async () => {
      const m = await fresh.mentor();
      const startsAt = new Date(Math.ceil((Date.now() + 3 * DAY) / 3600_000) * 3600_000);
      const [b] = await db
        .insert(mentorBookings)
        .values({ mentor_id: m.id, user_id: user.id, starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 3600_000) })
        .returning({ id: mentorBookings.id });
      return b.id;
    },
    application: async (status = 'applied') => {
      const { id } = await apply(partnerDeps, { kind: 'university', name: `University ${token()}`, email: `apply-${token()}@example.com`, data: {} });
      if (status !== 'applied') await db.update(partnershipApplications).set({ status }).where(eq(partnershipApplications.id, id));
      const [row] = await db.select({ token: partnershipApplications.status_token }).from(partnershipApplications).where(eq(partnershipApplications.id, id));
      return { id, token: row.token };
    },
    proposal: async () =>
      (
        await proposeEvent(db, {
          institutionId: institution.id,
          userId: partnerAdmin.id,
          title: `Campus talk ${token()}`,
          description: 'A proposed event.',
          proposedDate: new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10),
          speakerName: 'Asha Rao',
        })
      ).id,
    inboxItem: async () =>
      (await db.insert(inboxItems).values({ kind: 'contact', name: 'Visitor', email: `contact-${token()}@example.com`, data: { message: 'Hello' } }).returning({ id: inboxItems.id }))[0].id,
  };
  // Paid plans, so booking a mentor is allowed (free plans may not book) and AI chat is not capped.
  for (const u of [user, other, partnerAdmin, admin]) await setPlan(db, { userId: u.id, plan: 'business' });

  const talkId = await fresh.talk();
  const registeredTalkId = await fresh.talk();
  const { registerForTalk } = await import('~/server/features/talks/talks.service');
  await registerForTalk(
    { db, mailer: rt.mailer, jobs: rt.jobs, publicUrl: rt.env.publicUrl, timeZone: rt.env.PLATFORM_TIME_ZONE, organizerEmail: rt.env.mailFromAddress },
    { talkId: registeredTalkId, userId: user.id },
  );
  const postId = await fresh.post();
  const commentId = (await addComment(db, { postId, userId: user.id, content: 'A reply.' })).id;
  const upload = await saveImage(db, { bytes: pngBytes(4, 4), uploadedBy: admin.id });
  const [tool] = await listTools(db);
  if (!tool) throw new Error('The AI tool catalogue is empty (seedCatalogue did not run?)');
  const courseRows = await db.select().from(courses).orderBy(asc(courses.position));
  if (courseRows.length < 2) throw new Error('The course catalogue needs two courses (seed)');
  const [enrolledCourse, openCourse] = courseRows;
  await db.insert(courseEnrollments).values({ user_id: user.id, course_id: enrolledCourse.id });
  const [lesson] = await db.select().from(courseLessons).where(eq(courseLessons.course_id, enrolledCourse.id)).orderBy(asc(courseLessons.position));
  const [sqlCourse] = await db.select().from(courses).where(eq(courses.slug, 'sql-from-zero'));
  const [sqlLesson] = await db.select().from(courseLessons).where(and(eq(courseLessons.course_id, sqlCourse!.id), eq(courseLessons.position, 1)));
  const [excelCourse] = await db.select().from(courses).where(eq(courses.slug, 'excel-for-data-analysis'));
  const [excelLesson] = await db.select().from(courseLessons).where(and(eq(courseLessons.course_id, excelCourse!.id), eq(courseLessons.position, 1)));
  const certificateId = `CP-${token().toUpperCase().slice(0, 4)}-TEST-CERT`;
  await db.insert(certificates).values({ id: certificateId, user_id: user.id, course_id: enrolledCourse.id, holder_name: user.name, course_title: enrolledCourse.title });
  const mentor = await fresh.mentor();

  return {
    cookies: { visitor: undefined, user: user.cookie, other: other.cookie, partnerAdmin: partnerAdmin.cookie, admin: admin.cookie },
    users: { user, other, partnerAdmin, admin },
    institutionId: institution.id,
    talkId,
    registeredTalkId,
    postId,
    commentId,
    conversationId: await fresh.conversation(),
    canvasId: await fresh.canvas(),
    deckId: await fresh.deck(),
    uploadId: upload.id,
    toolId: tool.id,
    courseSlug: openCourse.slug,
    enrolledCourseSlug: enrolledCourse.slug,
    lessonId: lesson.id,
    sqlLessonId: sqlLesson!.id,
    excelLessonId: excelLesson!.id,
    certificateId,
    mentorSlug: mentor.slug,
    fresh,
  };
}

// --- Leaks ------------------------------------------------------------------------------------------------------

/**
 * Signs of internals in a response body: stack frames, SQL as the ORM writes it (quoted identifiers), database
 * and driver messages, module paths, error class names. A sign is only reported when the request itself did not
 * contain it (an API may echo what it was sent). The SQL patterns need the ORM's shape (`select "…`,
 * `insert into "…`) rather than the bare words, because lists legitimately show stored text that earlier requests
 * put there ('1; select pg_sleep(1)' as a post title is content, not a leak).
 */
const LEAK_SIGNS: Array<[string, RegExp]> = [
  ['stack frame', /(?:\n|\\n)\s+at \S.*:\d+:\d+|\bat [\w$.<>[\]]+ \((?:file:|node:|\/)|\bat (?:file:|node:)\/?\//],
  ['node_modules path', /node_modules/i],
  ['SQL text', /\b(?:select\s+(?:"|\*\s+from\b|distinct\b|count\()|insert\s+into\s+"|update\s+"\w+"\s+set\b|delete\s+from\s+")/i],
  ['SQL error', /syntax error at or near|relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)/i],
  ['driver error', /failed query|invalid input syntax for|invalid byte sequence|violates (?:foreign key|unique|not-null|check) constraint|duplicate key value violates/i],
  ['ORM or driver name', /drizzle|pglite|node-postgres|DatabaseError/i],
  ['error class', /\b(?:TypeError|ReferenceError|RangeError|ZodError|DrizzleQueryError|PostgresError)\b/],
];

/** The leak signs found in `body` that `request` did not itself contain. */
export function leaksIn(body: string, request = ''): string[] {
  return LEAK_SIGNS.filter(([, re]) => re.test(body) && !re.test(request)).map(([name]) => name);
}

// --- Upload corpus --------------------------------------------------------------------------------------------

/** Bytes of a Windows executable (MZ header, PE offset and signature). */
export function exeBytes(size = 1024): Uint8Array {
  const b = new Uint8Array(size);
  b.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
  b.set([0x80, 0x00, 0x00, 0x00], 0x3c);
  b.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return b;
}

/** Bytes of a Linux executable (ELF header, x86-64). */
export function elfBytes(size = 1024): Uint8Array {
  const b = new Uint8Array(size);
  b.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  b.set([0x02, 0x00, 0x3e, 0x00, 0x01, 0x00, 0x00, 0x00], 16);
  return b;
}

/** A GIF header that is also JavaScript (`GIF89a/*` opens a comment that the payload closes): the classic GIF/JS polyglot. */
export function gifJsPolyglot(): Uint8Array {
  const head = Buffer.from('GIF89a/*', 'latin1');
  const screen = Buffer.from([0x0a, 0x00, 0x00, 0x00, 0x00]); // rest of the logical screen descriptor
  const js = Buffer.from('*/=alert(document.domain);//', 'latin1');
  return new Uint8Array(Buffer.concat([head, screen, Buffer.alloc(32), js, Buffer.from([0x3b])]));
}

/** A PNG signature followed by an HTML document with a script. */
export function pngHtmlPolyglot(): Uint8Array {
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]),
  );
}

/** A valid PNG with an HTML document with a script appended after IEND. */
export function pngWithTrailingHtml(): Uint8Array {
  return new Uint8Array(Buffer.concat([pngBytes(2, 2), Buffer.from('<html><script>alert(document.cookie)</script></html>')]));
}

export interface CorpusFile {
  label: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** Files that must be refused everywhere a file is accepted (`tooLarge` is the endpoint's limit + 1 byte). */
export function hostileCorpus(tooLarge: number): CorpusFile[] {
  const big = new Uint8Array(tooLarge);
  big.set(pngBytes(2, 2)); // an image header, so only the size refuses it
  return [
    { label: 'Windows executable renamed .png', name: 'photo.png', type: 'image/png', bytes: exeBytes() },
    { label: 'Windows executable renamed .pdf', name: 'cv.pdf', type: 'application/pdf', bytes: exeBytes() },
    { label: 'ELF executable renamed .jpg', name: 'photo.jpg', type: 'image/jpeg', bytes: elfBytes() },
    { label: 'ELF executable renamed .txt', name: 'notes.txt', type: 'text/plain', bytes: elfBytes() },
    { label: 'GIF header + JavaScript polyglot', name: 'image.gif', type: 'image/gif', bytes: gifJsPolyglot() },
    { label: 'PNG signature + HTML polyglot', name: 'image.png', type: 'image/png', bytes: pngHtmlPolyglot() },
    { label: 'valid PNG + trailing HTML', name: 'image.png', type: 'image/png', bytes: pngWithTrailingHtml() },
    { label: 'HTML renamed .png', name: 'image.png', type: 'image/png', bytes: new Uint8Array(Buffer.from('<!doctype html><script>alert(1)</script>')) },
    { label: 'SVG with script', name: 'image.svg', type: 'image/svg+xml', bytes: new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')) },
    { label: 'empty file', name: 'empty.png', type: 'image/png', bytes: new Uint8Array(0) },
    { label: `oversized file (${tooLarge} bytes)`, name: 'big.png', type: 'image/png', bytes: big },
  ];
}

/** A multipart body with `file` under `field` and extra string fields. */
export function multipart(field: string, file: CorpusFile, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.append(field, new File([file.bytes as BlobPart], file.name, { type: file.type }));
  return form;
}

// --- Fuzzing ---------------------------------------------------------------------------------------------------

/** Better Auth endpoints fuzzed besides the app's own routes. */
export const AUTH_FUZZ_ROUTES: ApiRoute[] = [
  { method: 'POST', path: '/api/auth/sign-in/email' },
  { method: 'POST', path: '/api/auth/sign-up/email' },
  { method: 'POST', path: '/api/auth/request-password-reset' },
  { method: 'POST', path: '/api/auth/reset-password' },
  { method: 'GET', path: '/api/auth/verify-email' },
  { method: 'POST', path: '/api/auth/update-user' },
  { method: 'POST', path: '/api/auth/change-password' },
  { method: 'POST', path: '/api/auth/two-factor/verify-totp' },
];

const FILE_ROUTES = new Set(['/api/admin/uploads', '/api/ai/chat', '/api/partnerships/college']);

/** Field names the API reads anywhere, so generated objects reach past "unknown field" into the validators. */
const FIELDS = [
  'title', 'content', 'category', 'email', 'password', 'newPassword', 'currentPassword', 'name', 'token', 'callbackURL', 'redirectTo',
  'userInput', 'toolType', 'context', 'conversationId', 'toolId', 'plan', 'action', 'postId', 'commentId', 'reason', 'starts_at',
  'institutionCode', 'institutionName', 'message', 'decision', 'status', 'note', 'data', 'slides', 'tagline', 'speaker_name',
  'event_date', 'event_time', 'event_type', 'capacity', 'description', 'location', 'duration', 'path', 'userId', 'role', 'code',
  'provider', 'firstName', 'lastName', 'organization', 'topic', 'bio', 'proposedDate', 'speakerName', 'availability', 'industry',
  'time_zone', 'expertise', 'termsAccepted', 'establishedYear', '__proto__', 'constructor',
];
const QUERY_KEYS = ['q', 'cursor', 'limit', 'category', 'status', 'kind', 'industry', 'token', 'callbackURL', 'page', 'sort'];

const HOSTILE = [
  "' or '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(1)',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '😀👩‍👩‍👧',
  '\u202e\u0301',
  'a'.repeat(5000),
  'CP-AAAA-BBBB-CCCC',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2024-02-30T25:61:00Z',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...HOSTILE),
);

function pathValue(f: SecurityFixture): fc.Arbitrary<string> {
  const real = [f.talkId, f.postId, f.commentId, f.conversationId, f.canvasId, f.deckId, f.uploadId, f.toolId, f.courseSlug, f.lessonId, f.certificateId, f.mentorSlug];
  return fc.oneof(fc.uuid(), text, fc.integer().map(String), fc.constantFrom(...real, 'contact', 'demo', 'speaker'));
}

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), leaf, { maxKeys: 4 }) },
);

type Body = { kind: 'none' } | { kind: 'json'; text: string } | { kind: 'raw'; text: string; type: string } | { kind: 'multipart'; fields: Record<string, string>; file: Uint8Array; fileField: string; fileName: string };

const jsonBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }).map((o) => ({ kind: 'json' as const, text: JSON.stringify(o) })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((t) => ({ kind: 'json' as const, text: t })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 60 }), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data'))
      .map(([t, type]) => ({ kind: 'raw' as const, text: t, type })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);
const multipartBody: fc.Arbitrary<Body> = fc.record({
  kind: fc.constant('multipart' as const),
  fields: fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(text, fc.uuid()), { maxKeys: 5 }),
  file: fc.oneof(fc.uint8Array({ maxLength: 512 }), fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), fc.constant(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))),
  fileField: fc.constantFrom('file', 'attachments', 'logo', 'other'),
  fileName: fc.oneof(text, fc.constantFrom('a.png', 'cv.pdf', 'notes.txt', 'old.doc', 'x.docx', '../../etc/passwd', '')),
});

interface Generated {
  actor: Actor;
  params: string[];
  query: Record<string, string>;
  body: Body;
}

function generator(f: SecurityFixture, route: ApiRoute): fc.Arbitrary<Generated> {
  const names = route.path.match(/:[A-Za-z]+/g) ?? [];
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body = !hasBody ? fc.constant<Body>({ kind: 'none' }) : FILE_ROUTES.has(route.path) ? fc.oneof(multipartBody, jsonBody) : jsonBody;
  return fc.record({
    actor: fc.constantFrom<Actor>('visitor', 'user', 'user', 'partnerAdmin', 'admin', 'admin'),
    params: fc.tuple(...names.map(() => pathValue(f))),
    query: fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), fc.oneof(text, fc.integer().map(String)), { maxKeys: 3 }),
    body,
  }) as fc.Arbitrary<Generated>;
}

async function send(rt: TestRuntime, f: SecurityFixture, route: ApiRoute, g: Generated) {
  let i = 0;
  const path = route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(g.params[i++] ?? ''));
  const qs = new URLSearchParams(g.query).toString();
  const url = `${path}${qs ? `?${qs}` : ''}`;
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  let sent = '';
  if (g.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = g.body.text;
    sent = g.body.text;
  } else if (g.body.kind === 'raw') {
    headers['content-type'] = g.body.type;
    body = g.body.text;
    sent = g.body.text;
  } else if (g.body.kind === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(g.body.fields)) form.set(k, v);
    form.append(g.body.fileField, new File([g.body.file as BlobPart], g.body.fileName));
    body = form;
    sent = JSON.stringify(g.body.fields) + g.body.fileName + Buffer.from(g.body.file).toString('latin1');
  }
  const res = await request(rt, url, { method: route.method, cookie: f.cookies[g.actor], ip: uniqueIp(), headers, body });
  const type = res.headers.get('content-type') ?? '';
  // A script we serve as a file (the API reference's) is code, not an answer: its text names error classes.
  const textual = (!type || /json|text|csv|calendar|html|xml/.test(type)) && !/javascript/.test(type);
  const bodyText = textual ? await res.text() : (await res.arrayBuffer(), '');
  return { status: res.status, body: bodyText, request: `${decodeURIComponent(url)}\n${sent}`, url };
}

/** The fuzz suites' server: PGlite in memory, the AI chat on the loopback LLM stub (a valid message streams at once). */
export interface FuzzRuntime {
  rt: TestRuntime;
  /** The fixture (available inside tests). */
  readonly f: SecurityFixture;
}

/**
 * Opens the runtime while the suite file is collected (so each route becomes its own test) and registers the
 * fixture's beforeAll and the closing afterAll.
 */
export async function openFuzzRuntime(): Promise<FuzzRuntime> {
  const stub: LlmStub = await startLlmStub('ok', { chunks: 2, chunkDelayMs: 0 });
  const rt = await createTestRuntime({ env: { LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'stub-model', LLM_FIRST_TOKEN_TIMEOUT_SECONDS: '2' } });
  let fixture: SecurityFixture | undefined;
  beforeAll(async () => {
    fixture = await buildSecurityFixture(rt);
  });
  afterAll(async () => {
    await rt.close();
    await stub.close();
  });
  return {
    rt,
    get f() {
      if (!fixture) throw new Error('The security fixture is not built (beforeAll failed?)');
      return fixture;
    },
  };
}

/** Every `shards`-th route starting at `shard`: the app's routes split over several files that run in parallel. */
export function shardOf<T>(list: T[], shard: number, shards: number): T[] {
  return list.filter((_, i) => i % shards === shard);
}

const STATIC_FILES = new Set(['GET /api/docs/scalar.js']);

/**
 * Registers one test per route: `numRuns` generated requests; fails on a 5xx or internals in a body, naming the
 * request (fast-check prints the seed to replay it).
 */
export function fuzzRoutes(fr: FuzzRuntime, routes: ApiRoute[], numRuns: number): void {
  // A file we serve as it is (the API reference's 4 MB script) has no input to fuzz.
  routes = routes.filter((r) => !STATIC_FILES.has(`${r.method} ${r.path}`));
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: no 5xx, no internals in the body', async (_name, route) => {
    const { rt, f } = fr;
    await fc.assert(
      fc.asyncProperty(generator(f, route), async (g) => {
        const r = await send(rt, f, route, g);
        const leaks = leaksIn(r.body, r.request);
        if (r.status >= 500 || leaks.length) {
          throw new Error(`${route.method} ${r.url.slice(0, 300)} as ${g.actor} answered ${r.status}${leaks.length ? ` leaking ${leaks.join(', ')}` : ''}: ${r.body.slice(0, 300)}`);
        }
      }),
      { numRuns, endOnFailure: true },
    );
    // Some answers are slow on purpose: an accepted sign-up is held to its answer floor (250 ms, issue 20).
  }, 120_000);
}
