import { localizedPath } from '~/shared/locales';
import { paths } from '~/shared/paths';

/**
 * `?redirect=` back to a page of this site only (a path, never another origin); else `fallback` (the dashboard).
 * The path comes back without a language prefix: redirects and navigations stay in the page's own language by
 * themselves (the router's basename), so a `/hi/…` target would otherwise get the prefix twice.
 */
export function safeRedirect(target: string | null, fallback: string = paths.dashboard): string {
  return target && /^\/(?![/\\])/.test(target) ? localizedPath(target, 'en') : fallback;
}
