import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './src/shared/paths';

/**
 * React Router framework mode: client-rendered (ssr: false), with every public page prerendered to static
 * HTML at build time. Pages that need a signed-in user are served by the SPA fallback.
 */
export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
