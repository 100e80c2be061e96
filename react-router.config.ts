import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode, server-rendered (ssr: true): the Hono server (src/server/pages/page-handler.ts)
 * renders every page per request with its route loaders' data; /sitemap.xml and /robots.txt are routes too.
 */
export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
