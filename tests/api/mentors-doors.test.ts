/**
 * Mentor bookings through their two doors: the JSON API and a mentor page's booking form call the same mentors
 * service operation, so the plan's rules refuse the same person with the same words at both, and the month's
 * sessions booked at one door count at the other.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '~/server/db/schema';
import { learningMessages } from '~/shared/learning';
import { pageText, postForm } from '../support/doors';
import { quickUser } from '../support/talks';
import { describeEachDatabase, requestJson, useTestRuntime } from '../support/test-app';
import { writeText } from '~/server/i18n';

describeEachDatabase('Mentors: one service behind the API and the booking form', (kind) => {
  const t = useTestRuntime(kind, { pages: true });
  let slug: string;
  let slots: Array<{ starts_at: string }>;

  beforeAll(async () => {
    slug = (await requestJson(t.rt, '/api/mentors')).body.mentors[0].slug;
    const all: Array<{ starts_at: string }> = (await requestJson(t.rt, `/api/mentors/${slug}/slots`)).body.slots;
    // Five slots of one month in the platform zone (India, UTC+05:30): the allowance is counted per month.
    const monthOf = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3600_000).toISOString().slice(0, 7);
    const months = Map.groupBy(all, (s) => monthOf(s.starts_at));
    slots = [...months.values()].find((inMonth) => inMonth.length >= 5) ?? [];
    expect(slots.length).toBeGreaterThanOrEqual(5);
  });

  it('the free plan is refused a booking by both doors (403, the upgrade words)', async () => {
    const person = await quickUser(t.rt, 'free-plan');
    const api = await requestJson(t.rt, `/api/mentors/${slug}/bookings`, { cookie: person.cookie, json: { starts_at: slots[0]!.starts_at } });
    expect(api.status).toBe(403);
    expect(api.body.error.message).toBe(writeText(learningMessages.upgradeToBook, 'en'));
    const page = await postForm(t.rt, `/entrepreneurship/mentor-matching/${slug}`, { starts_at: slots[0]!.starts_at }, { cookie: person.cookie });
    expect(page.status).toBe(403);
    expect(await pageText(page)).toContain(writeText(learningMessages.upgradeToBook, 'en'));
  });

  it('a Premium month has two sessions, booked at either door: the third is refused 429 by both', async () => {
    const person = await quickUser(t.rt, 'premium');
    await t.rt.database.db.update(users).set({ plan: 'premium' }).where(eq(users.id, person.id));
    expect((await requestJson(t.rt, `/api/mentors/${slug}/bookings`, { cookie: person.cookie, json: { starts_at: slots[1]!.starts_at } })).status).toBe(201);
    const second = await postForm(t.rt, `/entrepreneurship/mentor-matching/${slug}`, { starts_at: slots[2]!.starts_at }, { cookie: person.cookie });
    expect(second.status).toBe(200);
    expect(await pageText(second)).toContain(learningMessages.booked.message);
    const api = await requestJson(t.rt, `/api/mentors/${slug}/bookings`, { cookie: person.cookie, json: { starts_at: slots[3]!.starts_at } });
    expect(api.status).toBe(429);
    expect(api.body.error.message).toBe(writeText(learningMessages.monthlyLimit(2), 'en'));
    const page = await postForm(t.rt, `/entrepreneurship/mentor-matching/${slug}`, { starts_at: slots[4]!.starts_at }, { cookie: person.cookie });
    expect(page.status).toBe(429);
    expect(await pageText(page)).toContain(writeText(learningMessages.monthlyLimit(2), 'en'));
  });
});
