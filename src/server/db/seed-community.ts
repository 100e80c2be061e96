/** Demo community posts for demo mode (founder and career topics), by the demo accounts; only added when there are no posts. */
import { count, eq } from 'drizzle-orm';
import type { Database } from '.';
import { communityPosts, users } from './schema';

export async function seedDemoCommunity(db: Database, authorEmails: { admin: string; user: string }): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(communityPosts);
  if (n > 0) return;
  const [learner] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, authorEmails.user));
  const [admin] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, authorEmails.admin));
  if (!learner || !admin) return;
  const hour = 3600 * 1000;
  await db.insert(communityPosts).values([
    {
      title: 'Welcome to the ChangePath community',
      content:
        'Introduce yourself: what are you building or learning, and what would help you most right now?\n\nPlease keep it kind and useful; the **Code of Conduct** applies here.',
      category: 'General',
      user_id: admin.id,
      author_name: admin.name,
      created_at: new Date(Date.now() - 72 * hour),
    },
    {
      title: 'Validating a campus food-delivery idea: how many interviews is enough?',
      content:
        "I've spoken to 12 students and 3 canteen owners. Everyone says they'd use it, but nobody has paid yet. Should I run a paid pilot before building the app?",
      category: 'Ideas',
      user_id: learner.id,
      author_name: learner.name,
      created_at: new Date(Date.now() - 30 * hour),
    },
    {
      title: 'B.Com final year: how do I get into data analytics without a tech degree?',
      content:
        "I know Excel well and started SQL from Zero here. Campus placements in my college are mostly for sales roles. Should I build projects first or apply for analyst internships now? Which Indian companies hire freshers as analysts?",
      category: 'Data and tech',
      user_id: learner.id,
      author_name: learner.name,
      created_at: new Date(Date.now() - 20 * hour),
    },
    {
      title: 'Placement season in 6 weeks: aptitude first or coding first?',
      content: 'Tier-3 college, CSE. TCS, Infosys and Accenture visit first. My aptitude is weak and my DSA is average. How would you split 3 hours a day?',
      category: 'Placements',
      user_id: learner.id,
      author_name: learner.name,
      created_at: new Date(Date.now() - 10 * hour),
    },
    {
      title: 'Looking for a technical co-founder (EdTech, Bengaluru)',
      content: 'Non-technical founder with 40 paying schools on a spreadsheet-based pilot. Looking for someone who enjoys building for teachers. Equity only for now.',
      category: 'Hiring',
      user_id: learner.id,
      author_name: learner.name,
      created_at: new Date(Date.now() - 5 * hour),
    },
  ]);
}
