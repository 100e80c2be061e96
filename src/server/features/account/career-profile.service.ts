/**
 * Career profiles: what a person told the first-run onboarding (/welcome) or later /profile — stage,
 * field or degree, goal and the language they prefer examples in — one row per account (`career_profiles`), written
 * by upsert. Skipping the onboarding records `skipped_at` (and keeps anything answered before).
 * `createCareerProfileService(deps)` is the one service of a person's profile (built once, services.ts), called by
 * the JSON API (`/api/me/career-profile`) and the forms of /welcome and /profile.
 */
import { eq, sql } from 'drizzle-orm';
import { type CareerProfile, type CareerStage, careerProfileInputSchema, type CareerProfileInput } from '~/shared/career-profile';
import { type Actor, signedIn } from '../../auth/guards';
import type { Database } from '../../db';
import { careerProfiles } from '../../db/schema';
import { parseInput } from '../../errors';

type Row = typeof careerProfiles.$inferSelect;

const toProfile = (r: Row): CareerProfile => ({
  stage: (r.stage as CareerStage | null) ?? null,
  field: r.field,
  goal: r.goal,
  example_language: r.example_language,
  skipped_at: r.skipped_at?.toISOString() ?? null,
  updated_at: r.updated_at.toISOString(),
});

/** The saved profile of `userId` (answered or only skipped), or null when they have done neither. */
export async function getCareerProfile(db: Database, userId: string): Promise<CareerProfile | null> {
  const [row] = await db.select().from(careerProfiles).where(eq(careerProfiles.user_id, userId));
  return row ? toProfile(row) : null;
}

/**
 * Saves `input` (checked again with the shared schema: stage required, field ≤ 100 and goal ≤ 300 characters) as
 * the profile of `userId`, creating or replacing it; answering clears an earlier skip. → the saved profile.
 */
export async function saveCareerProfile(db: Database, input: { userId: string; profile: CareerProfileInput }): Promise<CareerProfile> {
  const v = careerProfileInputSchema.parse(input.profile);
  const values = { stage: v.stage, field: v.field, goal: v.goal, example_language: v.example_language, skipped_at: null, updated_at: new Date() };
  const [row] = await db
    .insert(careerProfiles)
    .values({ user_id: input.userId, ...values })
    .onConflictDoUpdate({ target: careerProfiles.user_id, set: values })
    .returning();
  return toProfile(row);
}

/** Records that `userId` skipped the onboarding (now); what they answered before, if anything, stays. */
export async function skipCareerProfile(db: Database, userId: string): Promise<CareerProfile> {
  const now = new Date();
  const [row] = await db
    .insert(careerProfiles)
    .values({ user_id: userId, skipped_at: now, updated_at: now })
    .onConflictDoUpdate({ target: careerProfiles.user_id, set: { skipped_at: sql`excluded.skipped_at`, updated_at: sql`excluded.updated_at` } })
    .returning();
  return toProfile(row);
}

/**
 * What other features (the AI mentor) read about a person: `{ stage, field, goal, example_language }` from their
 * career profile, or null when they have not filled it in (never asked, or only skipped).
 */
export async function careerProfileOf(
  db: Database,
  userId: string,
): Promise<{ stage: CareerStage; field: string; goal: string; example_language: string } | null> {
  const profile = await getCareerProfile(db, userId);
  if (!profile?.stage) return null;
  return { stage: profile.stage, field: profile.field, goal: profile.goal, example_language: profile.example_language };
}

/**
 * Builds the career profile service, the signed-in person's own profile (401 for a visitor): `get` (null before they
 * answered or skipped), `save` (checked with the API's schema: a stage is required, field ≤ 100 and goal ≤ 300
 * characters; 400 with the field's message) and `skip` (the onboarding).
 */
export function createCareerProfileService(deps: { db: Database }) {
  const { db } = deps;
  return {
    get: ({ actor }: { actor: Actor }) => getCareerProfile(db, signedIn(actor).id),
    save: ({ actor, profile }: { actor: Actor; profile: CareerProfileInput }) =>
      saveCareerProfile(db, { userId: signedIn(actor).id, profile: parseInput(careerProfileInputSchema, profile) }),
    skip: ({ actor }: { actor: Actor }) => skipCareerProfile(db, signedIn(actor).id),
  };
}

export type CareerProfileService = ReturnType<typeof createCareerProfileService>;
