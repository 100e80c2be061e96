/**
 * The id of the request that rendered this page, for the error page to show so that a person can quote
 * it to support: `entry.server.tsx` provides it from the load context (the server's `X-Request-Id`). In the browser
 * there is no provider; while hydrating, the id is read back from the element the server rendered it in
 * (`data-request-id`), so the hydrated page shows the same text. An error met later in the browser (a client-side
 * navigation) has no id to show.
 */
import { createContext, useContext, useState } from 'react';

const RequestIdContext = createContext('');

export const RequestIdProvider = RequestIdContext.Provider;

/** The attribute of the element that shows the id (read back while hydrating). */
export const REQUEST_ID_ATTRIBUTE = 'data-request-id';

/** The rendering request's id ('' when not known). */
export function useRequestId(): string {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() => fromServer || (typeof document === 'undefined' ? '' : (document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ?? '')));
  return id;
}
