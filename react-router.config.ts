import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { hydrateAfterFirstPaintIn } from './scripts/script-priority';
import { blogPagePathsFromDisk, writeSiteMap } from './scripts/site-map';
import { prerenderedPaths } from './src/shared/paths';

/** The public pages plus every blog post, category and tag page found in content/blog at build time. */
const prerender = [...prerenderedPaths, ...blogPagePathsFromDisk()];

/**
 * React Router framework mode: client-rendered (ssr: false), with every public page prerendered to static
 * HTML at build time. Pages that need a signed-in user are served by the SPA fallback. After the build,
 * build/client/sitemap.xml lists every prerendered page (scripts/site-map.ts), and the prerendered pages' script
 * loading waits for their first paint (scripts/script-priority.ts).
 */
export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: false,
  prerender,
  buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    writeSiteMap({ clientDir, pagePaths: prerender });
    // Prerendered pages paint from their HTML before their scripts load and run (scripts/script-priority.ts).
    hydrateAfterFirstPaintIn(clientDir);
  },
} satisfies Config;
