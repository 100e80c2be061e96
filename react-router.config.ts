import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { lowerModulePreloadPriorityIn } from './scripts/script-priority';
import { blogPagePathsFromDisk, writeSiteMap } from './scripts/site-map';
import { prerenderedPaths } from './src/shared/paths';

/** The public pages plus every blog post, category and tag page found in content/blog at build time. */
const prerender = [...prerenderedPaths, ...blogPagePathsFromDisk()];

/**
 * React Router framework mode: client-rendered (ssr: false), with every public page prerendered to static
 * HTML at build time. Pages that need a signed-in user are served by the SPA fallback. After the build,
 * build/client/sitemap.xml lists every prerendered page (scripts/site-map.ts), and the prerendered pages' script
 * preloads are marked low priority (scripts/script-priority.ts).
 */
export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: false,
  prerender,
  buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    writeSiteMap({ clientDir, pagePaths: prerender });
    // Prerendered pages paint before their scripts load: let the stylesheet go first (scripts/script-priority.ts).
    lowerModulePreloadPriorityIn(clientDir);
  },
} satisfies Config;
