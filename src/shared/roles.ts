/**
 * Roles (Better Auth's admin plugin keeps them comma-separated in `users.role`). The server's guards decide with
 * `hasRole` (server/auth/guards.ts); the browser uses it only to hide what the person may not do. No zod here: every
 * page's first script reads it.
 */
export type Role = 'user' | 'admin';

/** True when `user`'s comma-separated roles include `role`. */
export function hasRole(user: { role?: string | null } | null | undefined, role: Role): boolean {
  return (user?.role ?? '').split(',').map((r) => r.trim()).includes(role);
}
