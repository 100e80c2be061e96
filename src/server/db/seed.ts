/**
 * Demo content for demo mode (never in production): a demo admin and a demo learner, both verified, with the
 * passwords from DEMO_ADMIN_PASSWORD / DEMO_USER_PASSWORD. Runs on every start and only adds what is missing.
 */
import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Env } from '../env';
import type { Database } from '.';
import { users } from './schema';
import { seedDemoCommunity } from './seed-community';
import { seedDemoMentors } from './seed-mentors';
import { seedDemoTalks } from './seed-talks';

/**
 * Creates a verified e-mail/password account, or gives an existing one `role`. Returns what happened.
 * Used by the demo seed and by `npm run admin:create`.
 */
export async function ensureAccount(opts: {
  auth: Auth;
  db: Database;
  email: string;
  name: string;
  password?: string;
  role: 'user' | 'admin';
}): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = opts.email.trim().toLowerCase();
  const [existing] = await opts.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
  if (existing) {
    if (opts.role === 'admin' && existing.role !== 'admin') {
      await opts.db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
      return 'promoted';
    }
    return 'unchanged';
  }
  if (!opts.password) throw new Error(`No account ${email} exists; a password is needed to create it.`);
  const ctx = await opts.auth.$context;
  const user = await ctx.internalAdapter.createUser(
    { email, name: opts.name, emailVerified: true, role: opts.role },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(opts.password),
  });
  return 'created';
}

/** Seeds the demo accounts (demo mode only). */
export async function seedDemo(opts: { env: Env; db: Database; auth: Auth }): Promise<void> {
  const { env } = opts;
  if (!env.demoMode) return;
  await ensureAccount({ ...opts, email: env.DEMO_ADMIN_EMAIL, name: 'Demo Admin', password: env.DEMO_ADMIN_PASSWORD, role: 'admin' });
  await ensureAccount({ ...opts, email: env.DEMO_USER_EMAIL, name: 'Demo Learner', password: env.DEMO_USER_PASSWORD, role: 'user' });
  await seedDemoTalks(opts.db);
  await seedDemoMentors(opts.db);
  await seedDemoCommunity(opts.db, { admin: env.DEMO_ADMIN_EMAIL, user: env.DEMO_USER_EMAIL });
}
