/**
 * Tabs whose choice lives in the address (`?tab=past`), so a reload, Back or a shared link keeps it, and which work
 * before and without scripts: each tab trigger is a link (`searchFor(tab)`), and the server renders the tab the address
 * names. `useUrlTab(tabs, fallback)` → `{ tab, searchFor, show }`: the tab shown, the search string of a tab (the
 * fallback has none; other parameters are kept), and `show(tab)` for Radix's `onValueChange` (arrow keys), which
 * replaces the address so Back still leaves the page.
 *
 * A route with such tabs exports `shouldRevalidate = keepDataForTabs`: switching tabs loads no data again.
 */
import { type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from 'react-router';

export function useUrlTab<T extends string>(tabs: readonly T[], fallback: T) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('tab');
  const tab = (tabs as readonly string[]).includes(asked ?? '') ? (asked as T) : fallback;
  const searchFor = (next: T): string => {
    const p = new URLSearchParams(params);
    if (next === fallback) p.delete('tab');
    else p.set('tab', next);
    const s = p.toString();
    return s ? `?${s}` : '';
  };
  const show = (next: string) => {
    if ((tabs as readonly string[]).includes(next)) void navigate({ search: searchFor(next as T) }, { replace: true, preventScrollReset: true });
  };
  return { tab, searchFor, show };
}

/** For a route module's `shouldRevalidate`: false when a navigation changed only `?tab=` on the same page. */
export function keepDataForTabs({ currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const withoutTab = (u: URL) => {
    const p = new URLSearchParams(u.search);
    p.delete('tab');
    p.sort();
    return `${u.pathname}?${p}`;
  };
  if (!formMethod && actionResult === undefined && withoutTab(currentUrl) === withoutTab(nextUrl)) return false;
  return defaultShouldRevalidate;
}
