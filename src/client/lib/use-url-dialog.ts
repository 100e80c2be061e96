/**
 * A dialog whose open state is in the page's address (`?post=<id>`, `?tool=<slug>&conversation=<id>`,
 * `?book=<slot>`), so that it can be shared, a reload reopens it, and the phone's Back button closes it instead of
 * leaving the page.
 *
 * `useUrlDialog(keys)` reads the dialog's search parameters and gives the three moves:
 * - `open(values)` sets them in a new history entry (marked in the entry's state), so Back closes the dialog;
 * - `update(values)` changes them in place (history replace), e.g. a conversation's id once it has one;
 * - `close()` goes back one entry when `open` made the current one, and otherwise (the page was loaded with the
 *   parameters: a shared link, a reload) removes them in place, so closing never leaves the page.
 * The dialog is open exactly when one of its parameters is in the address; components derive their `open` from
 * `isOpen` rather than keeping a copy that Back would leave stale.
 *
 * Changing only these parameters is not a new page: route modules whose loaders ignore them export
 * `shouldRevalidate = keepDataForUrlDialogs`, so opening a thread does not reload the page's data (and drop the
 * posts 'Load more' fetched).
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * Every search parameter an address-backed dialog uses, on any page: the AI tools' chat (`tool`, `conversation`,
 * and the landing page's `goal` and `level`, consumed when the tool opens), a community thread (`post`), a mentor
 * booking's confirmation (`book`). No loader reads them.
 */
export const URL_DIALOG_PARAMS = ['tool', 'conversation', 'goal', 'level', 'post', 'book'] as const;
export type UrlDialogParam = (typeof URL_DIALOG_PARAMS)[number];

/** The history state key that marks an entry made by `open` (its value: the dialog's keys). */
const OPENED_BY = 'urlDialogOpenedBy';

export interface UrlDialog<K extends UrlDialogParam> {
  /** Each of the dialog's parameters as the address has it, null when absent. */
  params: Record<K, string | null>;
  /** Whether any of the dialog's parameters is in the address. */
  isOpen: boolean;
  /** Opens the dialog: a new history entry with these parameters (the others of the address kept). */
  open: (values: Partial<Record<K, string>>) => void;
  /** Changes parameters in place (history replace); null removes one. Any dialog parameter may be given. */
  update: (values: Partial<Record<UrlDialogParam, string | null>>) => void;
  /** Closes the dialog: back one entry if `open` made this one, else its parameters are removed in place. */
  close: () => void;
}

type HistoryState = Record<string, unknown> | null;

function asRecord(state: unknown): HistoryState {
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : null;
}

/**
 * Hook: see the module comment. `keys` are the dialog's parameters (a constant array). The three moves keep their
 * identity across renders and always act on the current address, so a callback kept by a long-lived object (a chat
 * transport's response handler) does not write an old address back.
 */
export function useUrlDialog<K extends UrlDialogParam>(keys: readonly K[]): UrlDialog<K> {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ searchParams, location, keys });
  useLayoutEffect(() => {
    latest.current = { searchParams, location, keys };
  });
  // The entry a close was already asked for on (a Close button and Radix's onOpenChange can both call it): going back
  // twice would leave the page.
  const closedEntry = useRef<string | null>(null);

  const params = Object.fromEntries(keys.map((k) => [k, searchParams.get(k)])) as Record<K, string | null>;
  const isOpen = keys.some((k) => searchParams.has(k));

  const moves = useMemo(() => {
    const addressWith = (values: Partial<Record<UrlDialogParam, string | null>>) => {
      const { searchParams: current, location: here } = latest.current;
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(values)) {
        if (v === null || v === undefined) next.delete(k);
        else next.set(k, v);
      }
      const search = next.toString();
      return { pathname: here.pathname, search: search ? `?${search}` : '', hash: here.hash };
    };
    const stateOf = () => asRecord(latest.current.location.state);
    const id = () => latest.current.keys.join(',');
    return {
      open(values: Partial<Record<K, string>>) {
        closedEntry.current = null;
        navigate(addressWith(values), { state: { ...stateOf(), [OPENED_BY]: id() }, preventScrollReset: true });
      },
      update(values: Partial<Record<UrlDialogParam, string | null>>) {
        navigate(addressWith(values), { replace: true, state: latest.current.location.state, preventScrollReset: true });
      },
      close() {
        const { searchParams: current, location: here, keys: own } = latest.current;
        if (!own.some((k) => current.has(k)) || closedEntry.current === here.key) return;
        closedEntry.current = here.key;
        const state = stateOf();
        if (state?.[OPENED_BY] === id()) {
          navigate(-1);
          return;
        }
        const rest = { ...state };
        delete rest[OPENED_BY];
        navigate(addressWith(Object.fromEntries(own.map((k) => [k, null]))), {
          replace: true,
          state: Object.keys(rest).length ? rest : null,
          preventScrollReset: true,
        });
      },
    };
  }, [navigate]);

  return { params, isOpen, ...moves };
}

/**
 * For a route module's `shouldRevalidate`: false when a navigation changed only address-backed dialog parameters
 * (`URL_DIALOG_PARAMS`) on the same path, so opening, updating or closing a dialog (Back included) reloads no data;
 * React Router's default otherwise (form submissions, other parameters, other pages).
 */
export function keepDataForUrlDialogs({ currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || actionResult !== undefined || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) {
    return defaultShouldRevalidate;
  }
  const withoutDialogs = (url: URL) => {
    const p = new URLSearchParams(url.search);
    for (const k of URL_DIALOG_PARAMS) p.delete(k);
    p.sort();
    return p.toString();
  };
  return withoutDialogs(currentUrl) === withoutDialogs(nextUrl) ? false : defaultShouldRevalidate;
}
