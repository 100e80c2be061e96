/** Small pieces the route actions share: reading a posted text field, and passing on the cookies Better Auth set. */

/** A posted form's text field ('' when absent or a file). */
export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Response headers carrying the cookies Better Auth set (a session made, renewed or ended). */
export function withCookies(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}
