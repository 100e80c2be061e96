/** What the account route actions share: passing on the cookies Better Auth set. (Forms are read by `parseForm`.) */

/** Response headers carrying the cookies Better Auth set (a session made, renewed or ended). */
export function withCookies(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}
