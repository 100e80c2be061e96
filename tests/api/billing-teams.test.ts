/**
 * Business for teams against the local Razorpay, through the official SDK: an owner buys seats through a Payment
 * Link, gets one GST invoice made out to the organisation's GSTIN (however often Razorpay tells us of the payment),
 * invites members by e-mail within the seats paid for, and each member who accepts has Business until the period
 * ends; removed members and an ended period go back to Free. Forged returns change nothing.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, taxDocuments, teamOrders } from '~/server/db/schema';
import { razorpaySignature } from '~/server/features/billing/razorpay-double';
import { teamMessages } from '~/shared/billing-teams';
import { billingSettled, double, planOf } from '../support/billing';
import { quickUser } from '../support/talks';
import { type TestRuntime, describeEachDatabase, outboxFor, request, requestJson, useTestRuntime } from '../support/test-app';
import { writeText } from '~/server/i18n';
import { englishOf } from '~/shared/messages';

const ORDER = { name: 'Acme Learning Pvt Ltd', seats: 10, period: 'yearly', state: '27', gstin: '27AAACA1234A1Z5' };



/** Orders seats through the API; answers the Payment Link's id. */
async function orderSeats(rt: TestRuntime, cookie: string, body: Record<string, unknown> = ORDER): Promise<string> {
  const res = await requestJson(rt, '/api/billing/team/orders', { cookie, json: body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = new URL(res.body.payment_url).pathname.split('/').pop();
  expect(id).toMatch(/^plink_/);
  return id!;
}

/** The invitation link in the newest e-mail to `email`. */
async function invitationToken(rt: TestRuntime, email: string): Promise<string> {
  const mails = await outboxFor(rt, email);
  const mail = mails.at(-1);
  expect(mail?.subject).toContain('invited you to ChangePath Business');
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describeEachDatabase('Business for teams: seats by Payment Link, members by e-mail', (kind) => {
  const t = useTestRuntime(kind);

  let owner: Awaited<ReturnType<typeof quickUser>>;
  let link: string;

  beforeAll(async () => {
    owner = await quickUser(t.rt, 'team-owner');
  });

  it('refuses fewer than 10 seats, a missing GSTIN and one of another state, with the reason', async () => {
    const few = await requestJson(t.rt, '/api/billing/team/orders', { cookie: owner.cookie, json: { ...ORDER, seats: 9 } });
    expect(few.status).toBe(400);
    expect(few.body.error.message).toBe(englishOf(teamMessages.seats));
    const noGstin = await requestJson(t.rt, '/api/billing/team/orders', { cookie: owner.cookie, json: { ...ORDER, gstin: '' } });
    expect(noGstin.status).toBe(400);
    expect(noGstin.body.error.message).toBe(englishOf(teamMessages.gstinRequired));
    const otherState = await requestJson(t.rt, '/api/billing/team/orders', { cookie: owner.cookie, json: { ...ORDER, state: '29' } });
    expect(otherState.status).toBe(400);
    expect((await request(t.rt, '/api/billing/team/orders', { json: ORDER })).status).toBe(401);
  });

  it('the seats are paid through the link: one payment and one invoice to the GSTIN, whatever Razorpay repeats', async () => {
    link = await orderSeats(t.rt, owner.cookie);
    const before = await requestJson(t.rt, '/api/billing/team', { cookie: owner.cookie });
    expect(before.body.team).toMatchObject({ name: ORDER.name, seats: 0, active: false, open_order: { seats: 10, amount_paise: 10 * 999_900, status: 'created' } });
    // Invitations wait for the payment.
    const early = await requestJson(t.rt, '/api/billing/team/invitations', { cookie: owner.cookie, json: { emails: 'a@example.com' } });
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body.error.message).toBe(englishOf(teamMessages.notPaidYet));

    double(t.rt).control.webhooks.copies = 3;
    try {
      const paid = await double(t.rt).control.payLink(link);
      if (!paid.ok) throw new Error(paid.description);
      await billingSettled(t.rt);
      // A forged return is ignored; the real one (after the webhooks) changes nothing more.
      const forged = new URLSearchParams({ ...paid, razorpay_signature: razorpaySignature('x', 'y') } as unknown as Record<string, string>);
      const bad = await request(t.rt, `/api/billing/team/callback?${forged}`);
      expect(bad.headers.get('location')).toBe('/billing/team?payment=unconfirmed');
      const { ok: _ok, ...fields } = paid;
      const good = await request(t.rt, `/api/billing/team/callback?${new URLSearchParams(fields)}`);
      expect(good.status).toBe(303);
      expect(good.headers.get('location')).toBe('/billing/team?payment=paid');
    } finally {
      double(t.rt).control.webhooks.copies = 1;
    }
    const [order] = await t.rt.database.db.select().from(teamOrders).where(eq(teamOrders.provider_link_id, link));
    expect(order!.status).toBe('paid');
    const paymentRows = await t.rt.database.db.select().from(payments).where(eq(payments.user_id, owner.id));
    expect(paymentRows).toHaveLength(1);
    const docs = await t.rt.database.db.select().from(taxDocuments).where(eq(taxDocuments.user_id, owner.id));
    expect(docs).toHaveLength(1);
    // Maharashtra buyer, Karnataka supplier: IGST, to the organisation's name and GSTIN.
    expect(docs[0]).toMatchObject({ kind: 'invoice', buyer_name: ORDER.name, buyer_gstin: ORDER.gstin, buyer_state: '27', total_paise: 9_999_000, cgst_paise: 0 });
    expect(docs[0]!.description).toContain('10 seats');
    const after = await requestJson(t.rt, '/api/billing/team', { cookie: owner.cookie });
    expect(after.body.team).toMatchObject({ seats: 10, active: true, open_order: null });
    expect(after.body.team.members).toEqual([expect.objectContaining({ email: owner.email, owner: true })]);
    // The owner holds a seat: Business, enforced by the server (5 mentorship sessions a month).
    expect(await planOf(t.rt, owner.id)).toBe('business');
  });

  it('members are invited within the seats, accept by the e-mail link, and lose Business when removed', async () => {
    const member = await quickUser(t.rt, 'team-member');
    const nine = [member.email, ...Array.from({ length: 8 }, (_, i) => `colleague${i}.${kind}@example.com`)];
    const tooMany = await requestJson(t.rt, '/api/billing/team/invitations', { cookie: owner.cookie, json: { emails: [...nine, 'one-more@example.com'].join('\n') } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe(writeText(teamMessages.seatsFull(10, 9), 'en'));
    const bad = await requestJson(t.rt, '/api/billing/team/invitations', { cookie: owner.cookie, json: { emails: 'not-an-address' } });
    expect(bad.status).toBe(400);
    const sent = await requestJson(t.rt, '/api/billing/team/invitations', { cookie: owner.cookie, json: { emails: nine.join(', ') } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.invited).toBe(9);
    // Full now: one more is refused, and one already invited is named.
    const again = await requestJson(t.rt, '/api/billing/team/invitations', { cookie: owner.cookie, json: { emails: member.email } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(englishOf(teamMessages.alreadyInvited(member.email)));

    const token = await invitationToken(t.rt, member.email);
    expect(await planOf(t.rt, member.id)).toBe('free');
    // Only the holder of the token joins, once; a stranger cannot manage the owner's team.
    expect((await requestJson(t.rt, '/api/billing/team/join', { cookie: member.cookie, json: { token: 'x'.repeat(32) } })).status).toBe(400);
    const joined = await requestJson(t.rt, '/api/billing/team/join', { cookie: member.cookie, json: { token } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.message).toBe(englishOf(teamMessages.joined(ORDER.name)));
    expect(await planOf(t.rt, member.id)).toBe('business');
    expect((await requestJson(t.rt, '/api/billing/team/join', { cookie: member.cookie, json: { token } })).status).toBe(400);
    const memberView = await requestJson(t.rt, '/api/billing/team', { cookie: member.cookie });
    expect(memberView.body).toMatchObject({ team: null, memberships: [{ team: ORDER.name, owner_email: owner.email, active: true }] });

    const team = (await requestJson(t.rt, '/api/billing/team', { cookie: owner.cookie })).body.team;
    const row = team.members.find((m: { email: string }) => m.email === member.email);
    const ownerRow = team.members.find((m: { owner: boolean }) => m.owner);
    const stranger = await quickUser(t.rt, 'team-stranger');
    expect((await request(t.rt, `/api/billing/team/members/${row.id}`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404);
    expect((await requestJson(t.rt, `/api/billing/team/members/${ownerRow.id}`, { method: 'DELETE', cookie: owner.cookie })).body.error.message).toBe(englishOf(teamMessages.ownerStays));
    const removed = await requestJson(t.rt, `/api/billing/team/members/${row.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(removed.status).toBe(200);
    expect(await planOf(t.rt, member.id)).toBe('free');
    // The seat is free again.
    const refill = await requestJson(t.rt, '/api/billing/team/invitations', { cookie: owner.cookie, json: { emails: `late.${kind}@example.com` } });
    expect(refill.status).toBe(200);
  });

  it('a lost webhook is found by the sweep, and an ended period returns members to Free', async () => {
    const boss = await quickUser(t.rt, 'team-boss');
    const linkId = await orderSeats(t.rt, boss.cookie, { ...ORDER, period: 'monthly', seats: 12 });
    double(t.rt).control.webhooks.mode = 'drop';
    try {
      const paid = await double(t.rt).control.payLink(linkId);
      expect(paid.ok).toBe(true);
    } finally {
      double(t.rt).control.webhooks.mode = 'deliver';
    }
    expect(await planOf(t.rt, boss.id)).toBe('free');
    await t.rt.services.billing.sweep({ at: new Date(Date.now() + 2 * 60_000) });
    expect(await planOf(t.rt, boss.id)).toBe('business');
    const team = (await requestJson(t.rt, '/api/billing/team', { cookie: boss.cookie })).body.team;
    expect(team).toMatchObject({ seats: 12, period: 'monthly', active: true });
    const ends = new Date(team.paid_through);
    await t.rt.services.billing.sweep({ at: new Date(ends.getTime() - 60_000) });
    expect(await planOf(t.rt, boss.id)).toBe('business');
    await t.rt.services.billing.sweep({ at: new Date(ends.getTime() + 60_000) });
    expect(await planOf(t.rt, boss.id)).toBe('free');
  });

  it('a new link withdraws the unpaid one, and seats cannot drop below the people on the team', async () => {
    const first = await orderSeats(t.rt, owner.cookie, { ...ORDER, seats: 20 });
    const second = await orderSeats(t.rt, owner.cookie, { ...ORDER, seats: 15 });
    expect(double(t.rt).entities.get(first)?.status).toBe('cancelled');
    expect(double(t.rt).entities.get(second)?.status).toBe('created');
    const view = (await requestJson(t.rt, '/api/billing/team', { cookie: owner.cookie })).body.team;
    expect(view.open_order).toMatchObject({ seats: 15 });
    // Paying the renewal adds a year after the one already paid for.
    const paidBefore = new Date(view.paid_through);
    const paid = await double(t.rt).control.payLink(second);
    expect(paid.ok).toBe(true);
    await billingSettled(t.rt);
    const renewed = (await requestJson(t.rt, '/api/billing/team', { cookie: owner.cookie })).body.team;
    expect(renewed.seats).toBe(15);
    expect(new Date(renewed.paid_through).getUTCFullYear()).toBe(paidBefore.getUTCFullYear() + 1);
    // Fill the 15 seats; the next order may not buy fewer.
    const more = Array.from({ length: 15 - renewed.members.length }, (_, i) => `more${i}.${kind}@example.com`);
    expect((await requestJson(t.rt, '/api/billing/team/invitations', { cookie: owner.cookie, json: { emails: more } })).status).toBe(200);
    const fewer = await requestJson(t.rt, '/api/billing/team/orders', { cookie: owner.cookie, json: { ...ORDER, seats: 12 } });
    expect(fewer.status).toBe(400);
    expect(fewer.body.error.message).toBe(englishOf(teamMessages.seatsBelowMembers(15)));
  });
});

describe('Business for teams: who may call what', () => {
  const t = useTestRuntime('pglite');
  it('every team endpoint needs a session', async () => {
    for (const [method, path, json] of [
      ['GET', '/api/billing/team', undefined],
      ['POST', '/api/billing/team/invitations', { emails: 'a@example.com' }],
      ['DELETE', '/api/billing/team/members/00000000-0000-0000-0000-000000000000', undefined],
      ['POST', '/api/billing/team/join', { token: 'x'.repeat(32) }],
    ] as const) {
      expect((await request(t.rt, path, { method, json })).status, `${method} ${path}`).toBe(401);
    }
    const someone = await quickUser(t.rt, 'no-team');
    const noTeam = await requestJson(t.rt, '/api/billing/team/invitations', { cookie: someone.cookie, json: { emails: 'a@example.com' } });
    expect(noTeam.status).toBe(404);
    expect(noTeam.body.error.message).toBe(englishOf(teamMessages.noTeam));
  });
});
