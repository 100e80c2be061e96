/**
 * The one form pattern of the site (issue 17): a form posted to its route's action with a React Router fetcher.
 *
 * - Before the scripts run, or without them, the browser posts the form natively; the server answers with a
 *   redirect or with the page again, carrying the action's outcome (`pageOutcome`, from `useActionData`).
 * - Once hydrated, the fetcher posts in the background; its answer is `outcome` (once settled), for a toast.
 * - `enhancedField` marks a hydrated post (`enhanced=1`), so an action can answer data instead of a redirect.
 *
 * `usePageForm<Outcome>()` → `{ fetcher, outcome, pageOutcome, busy, hydrated, enhancedField }`.
 */
import { useActionData, useFetcher } from 'react-router';
import { useHydrated } from './use-hydrated';

export function usePageForm<Outcome>() {
  const fetcher = useFetcher<Outcome>();
  const pageOutcome = useActionData() as Outcome | undefined;
  const hydrated = useHydrated();
  return {
    fetcher,
    outcome: fetcher.state === 'idle' ? fetcher.data : undefined,
    pageOutcome,
    busy: fetcher.state !== 'idle',
    hydrated,
    enhancedField: hydrated ? <input type="hidden" name="enhanced" value="1" /> : null,
  };
}
