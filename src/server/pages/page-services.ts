/**
 * What route loaders and actions call (`context.get(pageContext).services` in a route module): every feature's
 * service, the very objects the JSON API's routers call (built once, services.ts), so a page and the API decide
 * alike; plus the two reads that only pages make. A page hands a service its `actor` as the API does and hears a
 * refusal through `attempt`/`orNull` (./attempt.ts), which `pageAction` (client/lib/page-action.ts) turns into the
 * page's answer.
 */
import type { PublicConfig } from '~/shared/config';
import type { AppDeps } from '../context';
import { publicConfigOf } from '../features/platform/platform.routes';

export function createPageServices(deps: AppDeps) {
  const { services } = deps;
  return {
    ...services,

    /** What `GET /api/config` answers to this client (demo accounts only when `clientLocal`, on this machine). */
    publicConfig(clientLocal: boolean): PublicConfig {
      return publicConfigOf(deps, clientLocal);
    },

    /**
     * What the sitemap lists from the database (spec pages and blog come from the build): public talks, visible
     * community threads (newest 40,000), courses, mentors and AI tools, each with what its page path needs.
     */
    async siteMapEntries() {
      const [talks, threads, courses, mentors, aiTools] = await Promise.all([
        services.talks.list(),
        services.community.siteMap(40_000),
        services.learning.courses({ actor: null }),
        services.mentors.list(),
        services.ai.tools(),
      ]);
      return {
        talks: talks.map((t) => ({ id: t.id, title: t.title })),
        threads,
        courses: courses.map((c) => ({ slug: c.slug, lessons: c.lessons_count })),
        mentors: mentors.map((m) => ({ slug: m.slug })),
        aiTools: aiTools.map((t) => ({ slug: t.slug })),
      };
    },
  };
}

export type PageServices = ReturnType<typeof createPageServices>;
