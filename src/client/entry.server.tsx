/**
 * Build-time HTML renderer. With `ssr: false` this runs only during `react-router build`, to prerender the
 * public pages and write the SPA fallback; it always waits for the whole tree (static generation).
 * NOTE: a custom entry because the default one needs @react-router/node, which this project does not install.
 */
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1000);
  try {
    const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
      signal: controller.signal,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    await stream.allReady;
    responseHeaders.set('Content-Type', 'text/html');
    return new Response(stream, { headers: responseHeaders, status });
  } finally {
    clearTimeout(timeout);
  }
}
