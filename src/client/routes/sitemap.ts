/**
 * GET /sitemap.xml: every public page on the site's origin (PUBLIC_URL, or the request's origin in demo
 * mode), made per request: the spec's public pages, each blog post, category and tag, and from the database each
 * public talk, visible community thread, course (and each of its lessons), mentor and AI tool. A resource route: no HTML.
 */
import { talkPath } from '~/shared/talks';
import { threadPath } from '~/client/features/community/thread-meta';
import { blogPagePaths, blogPaths } from '~/shared/blog';
import { listPosts } from '~/client/features/blog/blog-posts.server';
import { coursePath, lessonPath } from '~/client/features/learning/learning.links';
import { aiToolPath } from '~/client/features/ai/ai.links';
import { pageContext } from '~/client/lib/page-context';
import { paths, publicPagePaths } from '~/shared/paths';
import { type SiteMapEntry, sitemapXml } from '~/shared/site-map';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  const { origin, services } = context.get(pageContext);
  const db = await services.siteMapEntries();
  const posts = listPosts();
  const postDates = new Map(posts.map((p) => [blogPaths.post(p.id), p.date]));
  const entries: SiteMapEntry[] = [
    ...publicPagePaths.map((path) => ({ path })),
    ...blogPagePaths(posts).map((path) => ({ path, lastmod: postDates.get(path) })),
    ...db.talks.map((t) => ({ path: talkPath(t) })),
    ...db.threads.map((t) => ({ path: threadPath(t), lastmod: t.lastmod })),
    ...db.courses.flatMap((c) => [
      { path: coursePath(c.slug) },
      // Each lesson's page; the quiz is for learners and not listed.
      ...Array.from({ length: c.lessons }, (_, i) => ({ path: lessonPath(c.slug, i + 1) })),
    ]),
    ...db.mentors.map((m) => ({ path: paths.mentorProfile.replace(':slug', m.slug) })),
    ...db.aiTools.map((t) => ({ path: aiToolPath(t.slug) })),
  ];
  return new Response(sitemapXml(origin, entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
