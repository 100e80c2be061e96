/**
 * The two doors to a service's operation, for tests that check both refuse (or allow) the same thing: the JSON API
 * (`requestJson` in ./test-app.ts) and the page form, posted as a browser without scripts posts it.
 */
import { type TestRuntime, request } from './test-app';

/** Posts `fields` to the page at `path` as a native form (URL-encoded, or multipart when `multipart`). */
export function postForm(rt: TestRuntime, path: string, fields: Record<string, string | string[]>, opts: { cookie?: string; ip?: string; multipart?: boolean } = {}) {
  const entries = Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const]));
  if (opts.multipart) {
    const body = new FormData();
    for (const [k, v] of entries) body.append(k, v);
    return request(rt, path, { method: 'POST', cookie: opts.cookie, ip: opts.ip, body });
  }
  const body = new URLSearchParams();
  for (const [k, v] of entries) body.append(k, v);
  return request(rt, path, {
    method: 'POST',
    cookie: opts.cookie,
    ip: opts.ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
}

/** A page's HTML as a person reads it: React's comment markers gone, the common entities decoded. */
export async function pageText(res: Response): Promise<string> {
  return (await res.text())
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
