/**
 * The server entry of the React Router build: React Router's default Node renderer (streaming; crawlers and
 * requests without scripts get the whole document at once), with the response's CSP nonce on every inline script
 * (`<ServerRouter nonce>` and `NonceProvider` for the document's own scripts), and the request's id for the error
 * page (`RequestIdProvider`). Request flow: docs/architecture.md.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter, isRouteErrorResponse } from 'react-router';
import type { Messages } from '@lingui/core';
import { registerCatalog } from './lib/i18n';
import { NonceProvider } from './lib/nonce';
import { type PageContext, pageContext } from './lib/page-context';
import { RequestIdProvider } from './lib/request-id';
import { isLocale } from '~/shared/locales';

// Every language's catalogue, registered once: a request renders with its own language's instance (lib/i18n.tsx).
for (const [file, messages] of Object.entries(import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages', eager: true }))) {
  const locale = /locales\/([^/]+)\//.exec(file)?.[1];
  if (isLocale(locale)) registerCatalog(locale, messages);
}

/** The load-context key, for the Hono server to set (see lib/page-context.ts). */
export { pageContext };

export const streamTimeout = 5_000;

/**
 * Logs what went wrong while rendering or in a loader/action through the server's logger (one JSON line with the
 * request's id, so the id the error page shows finds it; decision 013). A form posted to a page without an action (405,
 * answered by the page handler with a redirect back) and a request the client gave up on are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 405) return;
  logRenderError(context as RouterContextProvider, error, 'page render failed');
};

/** Writes `error` with the request's id through the page context's logger (stderr as JSON if there is none). */
function logRenderError(context: RouterContextProvider, error: unknown, msg: string) {
  let page: { requestId?: string; logger?: PageContext['logger'] } = {};
  try {
    page = context.get(pageContext);
  } catch {
    // no page context (should not happen on the server)
  }
  if (page.logger) {
    page.logger.error({ requestId: page.requestId, err: error }, msg);
    return;
  }
  const err = error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  console.error(JSON.stringify({ level: 50, time: Date.now(), requestId: page.requestId, err, msg }));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce, requestId } = loadContext.get(pageContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document in one piece; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, the error reaches handleError (and the error boundary); after it, only here.
          if (shellRendered) logRenderError(loadContext, error, 'page stream failed');
        },
      },
    );
  });
}
