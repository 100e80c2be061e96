/**
 * Signing out from the browser. The Better Auth client (auth-client.ts) loads only when someone signs out, so pages
 * that merely show who is signed in (session.ts) never load it.
 */

let signingOut = false;

/** True while `signOut()` runs: signed-in pages' guards then let it navigate instead of sending them to /signin. */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Signs out through the Better Auth client (loaded on demand), then, once the server has ended the session, runs
 * `leave` (the caller's navigation, e.g. to /). Resolves with Better Auth's `{ error }` result; `leave` is not
 * run on an error. Order matters: the page the user lands on must already be signed out (the session cookie is
 * gone when the destination shows).
 */
export async function signOut(leave?: () => unknown): Promise<{ error: { message?: string } | null } | undefined> {
  const { authClient: client } = await import('./auth-client');
  signingOut = true;
  try {
    const result = (await client.signOut()) as { error: { message?: string } | null } | undefined;
    if (!result?.error) await leave?.();
    return result;
  } finally {
    signingOut = false;
  }
}
