import { paths } from '~/shared/paths';

/** `?redirect=` back to a page of this site only (a path, never another origin); else the dashboard. */
export function safeRedirect(target: string | null): string {
  return target && /^\/(?![/\\])/.test(target) ? target : paths.dashboard;
}
