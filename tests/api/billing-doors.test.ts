/**
 * Paid plans through their two doors: the JSON API and the pages' forms (the checkout and the Billing page) call the
 * same billing service, so a refusal reads the same at both and what one door does the other sees.
 */
import { expect, it } from 'vitest';
import { billingMessages } from '~/shared/billing';
import { teamMessages } from '~/shared/billing-teams';
import { pageText, postForm } from '../support/doors';
import { quickUser, quickUsers } from '../support/talks';
import { type TestRuntime, describeEachDatabase, outboxFor, request, requestJson, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';

async function subscribed(rt: TestRuntime, label: string) {
  const person = await quickUser(rt, label);
  // The page's checkout form answers a redirect to Razorpay's payment page.
  const started = await postForm(rt, '/billing/checkout', { plan: 'premium', period: 'monthly', state: '29' }, { cookie: person.cookie });
  expect(started.status).toBe(303);
  const to = new URL(started.headers.get('location')!);
  expect(to.pathname).toBe('/dev/razorpay/checkout');
  await rt.payments!.double!.control.pay({ subscriptionId: to.searchParams.get('subscription_id')! });
  await rt.payments!.double!.control.settled();
  for (let i = 0; i < 100 && (await requestJson(rt, '/api/billing', { cookie: person.cookie })).body.plan !== 'premium'; i++) await new Promise((r) => setTimeout(r, 50));
  return person;
}

describeEachDatabase('Billing: one service behind the API and the pages', (kind) => {
  const t = useTestRuntime(kind, { pages: true });

  it('a second checkout is refused with the same words at both doors', async () => {
    const person = await subscribed(t.rt, 'doors-twice');
    const api = await requestJson(t.rt, '/api/billing/checkout', { cookie: person.cookie, json: { plan: 'premium', state: '29' } });
    expect(api.status).toBe(409);
    expect(api.body.error.message).toBe(englishOf(billingMessages.alreadySubscribed('Premium')));
    const page = await postForm(t.rt, '/billing/checkout', { plan: 'premium', period: 'yearly', state: '29' }, { cookie: person.cookie });
    expect(page.status).toBe(409);
    expect(await pageText(page)).toContain(englishOf(billingMessages.alreadySubscribed('Premium')));
  });

  it('a cancel made on the page is undone through the API, and the page refuses a second undo as the API does', async () => {
    const person = await subscribed(t.rt, 'doors-cancel');
    const cancelled = await postForm(t.rt, '/billing', { intent: 'cancel' }, { cookie: person.cookie });
    expect(cancelled.status).toBe(200);
    expect(await pageText(cancelled)).toContain('Your plan will end on');
    expect((await requestJson(t.rt, '/api/billing', { cookie: person.cookie })).body.subscription.cancel_at_period_end).toBe(true);
    expect((await requestJson(t.rt, '/api/billing/resume', { method: 'POST', cookie: person.cookie })).status).toBe(200);
    const again = await postForm(t.rt, '/billing', { intent: 'resume' }, { cookie: person.cookie });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(englishOf(billingMessages.nothingToResume));
  });

  it('an admin refunds through the dashboard form: the same form sent twice refunds once; a student is refused', async () => {
    const person = await subscribed(t.rt, 'doors-refund');
    const [admin] = await quickUsers(t.rt, 1, { label: 'doors-admin', role: 'admin' });
    const [payment] = (await requestJson(t.rt, '/api/admin/billing/payments', { cookie: admin!.cookie })).body.payments.filter((p: { user_email: string }) => p.user_email === person.email);
    expect(payment.invoice_number).toMatch(/^CP\//);
    const form = { intent: 'refund', paymentId: payment.id, key: `doors-${payment.id.slice(0, 8)}`, amount_rupees: '49.90' };
    // A student's post is refused (the service's 403) and the page sends them to the admin sign-in.
    const refused = await postForm(t.rt, '/admin-dashboard', form, { cookie: person.cookie });
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/admin-signin');
    expect((await requestJson(t.rt, '/api/admin/billing/payments', { cookie: admin!.cookie })).body.payments.find((p: { id: string }) => p.id === payment.id).refunded_paise).toBe(0);
    const first = await postForm(t.rt, '/admin-dashboard', form, { cookie: admin!.cookie });
    expect(first.status).toBe(200);
    expect(await pageText(first)).toMatch(/₹49\.90 refunded; credit note CN\/\d\d-\d\d\/\d{6} issued\./);
    expect((await postForm(t.rt, '/admin-dashboard', form, { cookie: admin!.cookie })).status).toBe(200);
    const [after] = (await requestJson(t.rt, '/api/admin/billing/payments', { cookie: admin!.cookie })).body.payments.filter((p: { id: string }) => p.id === payment.id);
    expect(after.refunded_paise).toBe(4_990);
  });

  it('a team is bought on the page, invited through the API, and a member joins on the invitation page', async () => {
    const owner = await quickUser(t.rt, 'doors-team-owner');
    const order = { intent: 'order', name: 'Doors Tech LLP', seats: '10', period: 'monthly', state: '29', gstin: '29AAACD1234A1Z5' };
    const tooFew = await postForm(t.rt, '/billing/team', { ...order, seats: '5' }, { cookie: owner.cookie });
    expect(tooFew.status).toBe(400);
    expect(await pageText(tooFew)).toContain(englishOf(teamMessages.seats));
    const made = await postForm(t.rt, '/billing/team', order, { cookie: owner.cookie });
    expect(made.status).toBe(200);
    expect(await pageText(made)).toContain(englishOf(teamMessages.orderStarted));
    const team = (await requestJson(t.rt, '/api/billing/team', { cookie: owner.cookie })).body.team;
    const linkId = new URL(team.open_order.payment_url).pathname.split('/').pop()!;
    await t.rt.payments!.double!.control.payLink(linkId);
    await t.rt.payments!.double!.control.settled();
    for (let i = 0; i < 100 && !(await requestJson(t.rt, '/api/billing/team', { cookie: owner.cookie })).body.team.active; i++) await new Promise((r) => setTimeout(r, 50));
    const member = await quickUser(t.rt, 'doors-team-member');
    // The page refuses what the API refuses, in the same words.
    const early = await postForm(t.rt, '/billing/team', { intent: 'invite', emails: 'x' }, { cookie: owner.cookie });
    expect(early.status).toBe(400);
    expect(await pageText(early)).toContain(englishOf(teamMessages.inviteInvalid('x')));
    expect((await requestJson(t.rt, '/api/billing/team/invitations', { cookie: owner.cookie, json: { emails: member.email } })).status).toBe(200);
    const mail = (await outboxFor(t.rt, member.email)).at(-1)!;
    const joinPath = new URL(/https?:\/\/\S+\/billing\/team\/join\?token=\S+/.exec(mail.text)![0]);
    const page = await request(t.rt, `${joinPath.pathname}${joinPath.search}`, { cookie: member.cookie });
    expect(await pageText(page)).toContain('invited you to Doors Tech LLP');
    const joined = await postForm(t.rt, '/billing/team/join', { token: joinPath.searchParams.get('token')! }, { cookie: member.cookie });
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe('/billing?team=joined');
    expect((await requestJson(t.rt, '/api/billing', { cookie: member.cookie })).body.plan).toBe('business');
    const again = await postForm(t.rt, '/billing/team/join', { token: joinPath.searchParams.get('token')! }, { cookie: member.cookie });
    expect(again.status).toBe(400);
    expect(await pageText(again)).toContain(englishOf(teamMessages.invitationInvalid));
  });

  it('a visitor is sent to sign in by the pages and answered 401 by the API', async () => {
    const page = await postForm(t.rt, '/billing/checkout', { plan: 'premium', period: 'monthly', state: '29' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/signin\?redirect=%2Fbilling%2Fcheckout/);
    expect((await requestJson(t.rt, '/api/billing/cancel', { method: 'POST' })).status).toBe(401);
  });
});
