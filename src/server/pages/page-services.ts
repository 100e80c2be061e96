/**
 * The services route loaders and actions use (`context.get(pageContext).services` in a route module): thin
 * bindings of the feature services to this process's database, mailer and settings, returning what the JSON API
 * would answer for the same call (plain JSON values), so a page's first HTML and the browser's later queries share
 * one shape. Authorization is the API's: each function takes the request's session and decides; a refusal is an
 * `AppError` (its code, status and the spec's message), which `attempt()` turns into an action's answer.
 */
import type { SessionData } from '~/client/lib/session';
import type { PublicConfig } from '~/shared/config';
import type { ErrorCode } from '~/shared/messages';
import type { TalkInput } from '~/shared/talk-input';
import type { Plan } from '~/shared/ai';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { type ChatTurnInput, accountPlanByEmail, planOf, setPlan } from '../features/ai/ai.service';
import type { AppDeps } from '../context';
import { AppError } from '../errors';
import { mailQueueOverview } from '../mail/mailer';
import { hasRole } from '../middleware/auth-guards';
import { publicConfigOf } from '../features/platform/platform.routes';
import { searchSite } from '../features/search/search.service';


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An action's outcome: the value, or the refusal as the API would have answered it. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; status: number; error: { code: ErrorCode; message: string } };

/** Runs `fn`; an AppError becomes `{ ok: false, status, error }` (anything else is a real failure and throws). */
export async function attempt<T>(fn: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, status: err.status, error: { code: err.code, message: err.message } };
    throw err;
  }
}

const signedIn = (session: SessionData | null): SessionData['user'] => {
  if (!session) throw new AppError('unauthorized', 'Please sign in first.');
  return session.user;
};
const anAdmin = (session: SessionData | null): SessionData['user'] => {
  const user = signedIn(session);
  if (!hasRole(user as { role?: string | null }, 'admin')) throw new AppError('forbidden', 'You do not have permission to do this.');
  return user;
};

/** What a Better Auth endpoint answered: its status, JSON body and the cookies it set. */
export interface AuthAnswer {
  status: number;
  body: { code?: string; message?: string; twoFactorRedirect?: boolean; [key: string]: unknown } | null;
  setCookies: string[];
}

/** The Better Auth endpoints page actions call (the same ones the browser's auth client calls). */
export type AuthEndpoint =
  | '/sign-in/email'
  | '/sign-up/email'
  | '/send-verification-email'
  | '/request-password-reset'
  | '/reset-password'
  | '/two-factor/verify-totp'
  | '/update-user'
  | '/change-password'
  | '/revoke-session'
  | '/two-factor/enable'
  | '/two-factor/disable'
  | '/delete-user';

export function createPageServices(deps: AppDeps) {
  return {
    /**
     * What the sitemap lists from the database (spec pages and blog come from the build): public talks, visible
     * community threads (newest 40,000), courses, mentors and AI tools, each with what its page path needs.
     */
    async siteMapEntries() {
      const [talks, threads, courses, mentors, aiTools] = await Promise.all([
        deps.services.talks.list(),
        deps.services.community.siteMap(40_000),
        deps.services.learning.courses({ actor: null }),
        deps.services.mentors.list(),
        deps.services.ai.tools(),
      ]);
      return {
        talks: talks.map((t) => ({ id: t.id, title: t.title })),
        threads,
        courses: courses.map((c) => ({ slug: c.slug, lessons: c.lessons_count })),
        mentors: mentors.map((m) => ({ slug: m.slug })),
        aiTools: aiTools.map((t) => ({ slug: t.slug })),
      };
    },
    /** What `GET /api/config` answers to this client (demo accounts only when `clientLocal`, on this machine). */
    publicConfig(clientLocal: boolean): PublicConfig {
      return publicConfigOf(deps, clientLocal);
    },
    /**
     * Calls a Better Auth endpoint for a page action through Better Auth's own handler, in-process: its rate limits,
     * lockout, origin check and hooks apply exactly as for the browser's auth client. The request's cookies and
     * client address go along; the answer's cookies are for the action to pass on.
     */
    async auth(endpoint: AuthEndpoint, body: Record<string, unknown>, from: { request: Request; clientIp: string }): Promise<AuthAnswer> {
      const headers = new Headers({ 'content-type': 'application/json', origin: deps.env.publicUrl, [CLIENT_IP_HEADER]: from.clientIp });
      for (const name of ['cookie', 'user-agent', 'accept-language']) {
        const value = from.request.headers.get(name);
        if (value) headers.set(name, value);
      }
      const res = await deps.auth.handler(new Request(`${deps.env.publicUrl}/api/auth${endpoint}`, { method: 'POST', headers, body: JSON.stringify(body) }));
      const text = await res.text();
      let parsed: AuthAnswer['body'];
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: res.status, body: parsed, setCookies: res.headers.getSetCookie() };
    },
    admin: {
      /** `GET /api/admin/talks`: every talk, cancelled ones too (admins only; the loader checks). */
      talks: (session: SessionData | null) => deps.services.talks.listAll({ actor: session?.user ?? null }),
      /** `GET /api/admin/community/reports?status=`: the moderation queue. */
      reports: (session: SessionData | null, status: 'open' | 'all') => deps.services.community.reports({ actor: session?.user ?? null, status }),
      /** `POST /api/admin/community/reports/:id/resolve` (admins only). */
      resolveReport: (session: SessionData | null, reportId: string, action: 'hide' | 'restore' | 'dismiss') =>
        attempt(() => deps.services.community.resolveReport({ actor: session?.user ?? null, reportId, action })),
      /** `POST /api/admin/talks` or, with an id, `PUT /api/admin/talks/:id` (admins only). */
      saveTalk: (session: SessionData | null, input: TalkInput, id?: string) =>
        attempt(() => {
          const actor = session?.user ?? null;
          return id ? deps.services.talks.update({ actor, talkId: id, input }) : deps.services.talks.create({ actor, input });
        }),
      /** `DELETE /api/admin/talks/:id` (admins only). */
      deleteTalk: (session: SessionData | null, id: string) => attempt(() => deps.services.talks.remove({ actor: session?.user ?? null, talkId: id })),
      /** `GET /api/admin/mentors`: every mentor with e-mail, active flag and availability (admins only; the loader checks). */
      mentors: (session: SessionData | null) => deps.services.mentors.adminList({ actor: session?.user ?? null }),
      /** The account with this e-mail and its plan, for the plans section (admins only; the loader checks). */
      accountPlan: (email: string) => accountPlanByEmail(deps.db, email),
      /** `PUT /api/admin/users/:id/plan` (admins only): 404 for an unknown user. */
      setPlan: (session: SessionData | null, userId: string, plan: Plan) =>
        attempt(async () => {
          anAdmin(session);
          await setPlan(deps.db, { userId, plan });
          return { plan };
        }),
      /** `GET /api/admin/mail`: the mail queue's counts and failed mail (admins only; the loader checks). */
      mail: () => mailQueueOverview(deps.db),
      /** `POST /api/admin/mail/:id/retry` (admins only): 404 when `id` is not a failed mail. */
      retryMail: (session: SessionData | null, id: number) =>
        attempt(async () => {
          anAdmin(session);
          await deps.mailer.retry(id);
          return { queued: true as const };
        }),
    },
    account: {
      /** The signed-in person's plan ('free' | 'premium' | 'business'), as set by an admin (spec §9). */
      plan: (session: SessionData) => planOf(deps.db, session.user.id),
      /**
       * The session as it is now for this request's cookies, with the cookies an action just set (`setCookies`,
       * e.g. a renewed session token) taking the place of the ones the request carried; and those headers.
       */
      async session(request: Request, setCookies: string[] = []): Promise<{ session: SessionData | null; headers: Headers }> {
        const jar = new Map<string, string>();
        for (const part of (request.headers.get('cookie') ?? '').split(';')) {
          const [name, ...value] = part.trim().split('=');
          if (name) jar.set(name, value.join('='));
        }
        for (const cookie of setCookies) {
          const [pair] = cookie.split(';');
          const [name, ...value] = pair.trim().split('=');
          if (name) jar.set(name, value.join('='));
        }
        const headers = new Headers(request.headers);
        headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
        const session = (await deps.auth.api.getSession({ headers })) as SessionData | null;
        return { session: session?.user ? session : null, headers };
      },
      /** Better Auth's `GET /api/auth/list-sessions` for these request headers: the person's active sessions. */
      async sessions(headers: Headers) {
        const list = await deps.auth.api.listSessions({ headers });
        return list.map((s) => ({ id: s.id, token: s.token, userAgent: s.userAgent ?? null, ipAddress: s.ipAddress ?? null, createdAt: new Date(s.createdAt).toISOString() }));
      },
    },
    ai: {
      /** `GET /api/ai/tools`: the active tools, oldest first. */
      tools: () => deps.services.ai.tools(),
      /** The active tool whose page is /ai-tools/<slug>, or null (a slug no tool could have is not looked up). */
      toolBySlug: async (slug: string) => (/^[a-z0-9-]{1,80}$/.test(slug) ? deps.services.ai.toolBySlug(slug) : null),
      /** `GET /api/ai/allowance` for a signed-in person. */
      allowance: (session: SessionData) => deps.services.ai.allowance({ actor: session.user }),
      /** `GET /api/ai/conversations/:id`: the person's own conversation with its messages; null when it is not theirs. */
      async conversation(session: SessionData, id: string) {
        // The id comes from the page's address: one that is no conversation id is no conversation (never a database error).
        if (!UUID.test(id)) return null;
        const found = await attempt(() => deps.services.ai.conversation({ actor: session.user, id }));
        return found.ok ? found.value : null;
      },
      /**
       * `POST /api/ai/chat` for a page: the same service operation and rules, waiting for the whole answer (saved
       * when it ends; the offline mentor is asked not to pace it) → `{ conversationId }`. A refusal is the API's.
       */
      ask: (session: SessionData | null, turn: Omit<ChatTurnInput, 'actor' | 'paced'>) =>
        attempt(async () => {
          const answered = await deps.services.ai.sendMessage({ ...turn, actor: session?.user ?? null, paced: false });
          await new Response(answered.answer).arrayBuffer();
          return { conversationId: answered.conversationId };
        }),
    },
    assessment: deps.services.assessment,
    notifications: deps.services.notifications,
    careerProfile: deps.services.careerProfile,
    forms: deps.services.forms,
    partners: deps.services.partners,
    learning: deps.services.learning,
    mentors: deps.services.mentors,
    talks: deps.services.talks,
    community: deps.services.community,
    search: {
      /**
       * `GET /api/search?q=` (issue 24) for this session: results grouped by kind, the person's own canvases and
       * decks included; a query under 2 letters answers status 'too_short'. The caller caps `q` at SEARCH_MAX_LENGTH.
       */
      site: (session: SessionData | null, q: string) => searchSite(deps.db, { q, viewerId: session?.user.id ?? null }),
    },
  };
}

export type PageServices = ReturnType<typeof createPageServices>;
