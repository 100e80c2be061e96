/**
 * Who is acting and what they may do: the one guard module. Services call these at the top of an operation, so the
 * JSON API and the page actions, which both call the service, refuse the same person with the same error.
 *
 * - `SessionUser` / `Session`: the signed-in user and session as Better Auth answers them (inferred from its
 *   configuration: the admin plugin's `role`, two-factor's `twoFactorEnabled`), the one type of both.
 * - `Actor`: who an operation is done for, as a service takes it: the session's user, or null for a visitor.
 * - `signedIn(actor)` → the actor, or AppError `unauthorized` (401); `anAdmin(actor)` → the admin, or 401 for a
 *   visitor and `forbidden` (403) for anyone without the admin role; `isAdmin(actor)` for rules that only widen
 *   what an admin sees or may do (an admin deletes anyone's post).
 *
 * The role is the server's user row as the session lookup read it, never anything the request says.
 */
import { type Text, defineTexts } from '~/shared/messages';
import { hasRole } from '~/shared/roles';
import { AppError } from '../errors';
import type { Auth } from './auth';

export { hasRole };

/** A signed-in session as Better Auth's `getSession` answers it: `{ user, session }`. */
export type Session = Auth['$Infer']['Session'];

/** The signed-in user as Better Auth answers it (id, name, email, role, two-factor flag…). */
export type SessionUser = Session['user'];

/**
 * Who an operation is done for: the signed-in user (a `SessionUser`, or any object with its `id` and `role`), or
 * null for a visitor.
 */
export type Actor = (Pick<SessionUser, 'id'> & { role?: string | null }) | null;

/** The refusals' words, the same through both doors. */
export const guardMessages = defineTexts({
  signIn: /*i18n*/ { id: 'guard.sign-in', message: 'Please sign in to continue.' },
  forbidden: /*i18n*/ { id: 'guard.forbidden', message: 'You do not have permission to do this.' },
});

/** True when the actor is signed in with the admin role. */
export function isAdmin(actor: Actor): boolean {
  return hasRole(actor, 'admin');
}

/**
 * The signed-in actor; for a visitor, AppError `unauthorized` (401) with `message` (by default 'Please sign in to
 * continue.'; a feature may give its own words, e.g. the AI tools' 'Please sign in to use AI tools.').
 */
export function signedIn<A extends Actor>(actor: A, message: Text = guardMessages.signIn): NonNullable<A> {
  if (!actor) throw new AppError('unauthorized', message);
  return actor as NonNullable<A>;
}

/** The actor when they are an admin; 401 for a visitor, 403 `forbidden` for anyone else. */
export function anAdmin<A extends Actor>(actor: A): NonNullable<A> {
  const user = signedIn(actor);
  if (!isAdmin(user)) throw new AppError('forbidden', guardMessages.forbidden);
  return user;
}
