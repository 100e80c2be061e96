/**
 * Business for teams, the rules both sides read: an owner buys Business seats for an organisation (at least
 * CORPORATE_MIN_USERS) on one GST invoice made out to the organisation's GSTIN, paid through a Razorpay Payment Link
 * (which their accounts team can pay), and invites members by e-mail. Every member who accepts, the owner included,
 * has Business until the end of the period paid for. A period is bought once, not renewed automatically: paying
 * again adds one more period after the last one.
 *
 * Money is integer paise, GST included; a seat costs what Business costs one person (no student price).
 */
import { z } from 'zod';
import { GSTIN_PATTERN, billingMessages, isStateCode, planPricePaise } from './billing';
import { BILLING_PERIODS, type BillingPeriod, CORPORATE_MIN_USERS } from './plans';
import { defineTexts, englishOf, zodError } from './messages';

/** The fewest seats a team buys (the corporate minimum). */
export const TEAM_MIN_SEATS = CORPORATE_MIN_USERS;
/** The most seats one order buys (a larger organisation writes to us). */
export const TEAM_MAX_SEATS = 500;
/** Invitations one form may send at once. */
export const TEAM_MAX_INVITES_AT_ONCE = 50;
/** Days a team's payment link can be paid before it expires (a new one can be made). */
export const TEAM_LINK_VALID_DAYS = 30;

export const teamMessages = defineTexts({
  nameRequired: /*i18n*/ { id: 'team.name-required', message: 'Enter your organisation’s name as it should appear on the GST invoice.' },
  gstinRequired: /*i18n*/ { id: 'team.gstin-required', message: 'Enter your organisation’s 15-character GSTIN: the invoice is made out to it.' },
  seats: { ...(/*i18n*/ { id: 'team.seats', message: 'Choose between {min} and {max} seats.' }), values: { min: TEAM_MIN_SEATS, max: TEAM_MAX_SEATS } },
  seatsBelowMembers: (members: number) => ({ ...(/*i18n*/ { id: 'team.seats-below-members', message: 'Your team already has {members} members and invitations: buy at least that many seats, or remove some first.' }), values: { members } }),
  invitesRequired: /*i18n*/ { id: 'team.invites-required', message: 'Enter at least one e-mail address, one per line.' },
  invitesTooMany: { ...(/*i18n*/ { id: 'team.invites-too-many', message: 'Invite at most {max} people at once.' }), values: { max: TEAM_MAX_INVITES_AT_ONCE } },
  inviteInvalid: (value: string) => ({ ...(/*i18n*/ { id: 'team.invite-invalid', message: '“{value}” is not an e-mail address.' }), values: { value } }),
  noTeam: /*i18n*/ { id: 'team.no-team', message: 'You have no team yet. Set one up on the team billing page.' },
  notPaidYet: /*i18n*/ { id: 'team.not-paid-yet', message: 'Your team’s seats are not paid for yet: pay the payment link first, then invite your team.' },
  seatsFull: (seats: number, left: number) => ({
    ...(/*i18n*/ {
      id: 'team.seats-full',
      message: 'Your team has {seats} seats and {left, plural, =0 {none is} one {only # is} other {only # are}} free. Remove someone or buy more seats.',
    }),
    values: { seats, left },
  }),
  alreadyInvited: (emails: string) => ({ ...(/*i18n*/ { id: 'team.already-invited', message: 'Already on the team or invited: {emails}.' }), values: { emails } }),
  invited: (n: number) => ({ ...(/*i18n*/ { id: 'team.invited', message: '{n, plural, one {Invitation sent.} other {# invitations sent.}}' }), values: { n } }),
  memberRemoved: /*i18n*/ { id: 'team.member-removed', message: 'Removed from the team. Their seat is free again.' },
  ownerStays: /*i18n*/ { id: 'team.owner-stays', message: 'The owner keeps their seat. To stop paying, do not renew when the period ends.' },
  memberNotFound: /*i18n*/ { id: 'team.member-not-found', message: 'No such member in your team.' },
  invitationInvalid: /*i18n*/ { id: 'team.invitation-invalid', message: 'This invitation is not valid any more: it was used, withdrawn, or the link is incomplete. Ask your team’s owner to invite you again.' },
  alreadyMember: /*i18n*/ { id: 'team.already-member', message: 'You are already a member of this team.' },
  joined: (team: string) => ({ ...(/*i18n*/ { id: 'team.joined', message: 'You joined {team}. Business is yours while the team’s seats are paid for.' }), values: { team } }),
  orderStarted: /*i18n*/ { id: 'team.order-started', message: 'Your payment link is ready. Pay it yourself or send it to whoever pays for your organisation.' },
  paid: /*i18n*/ { id: 'team.paid', message: 'Payment received: your team’s seats are paid for. Its GST invoice is on your Billing page.' },
  pending: /*i18n*/ { id: 'team.pending', message: 'We are waiting for Razorpay to confirm the payment. This page updates within a minute.' },
  unconfirmed: /*i18n*/ { id: 'team.unconfirmed', message: 'The payment could not be confirmed. If money left your account, the team page shows it within a few minutes.' },
});

const teamOrderFields = {
  name: z.string(zodError(teamMessages.nameRequired)).trim().min(2, zodError(teamMessages.nameRequired)).max(120, zodError(teamMessages.nameRequired)),
  seats: z.coerce.number(zodError(teamMessages.seats)).int(zodError(teamMessages.seats)).min(TEAM_MIN_SEATS, zodError(teamMessages.seats)).max(TEAM_MAX_SEATS, zodError(teamMessages.seats)),
  period: z.enum(BILLING_PERIODS as unknown as [BillingPeriod, ...BillingPeriod[]]).default('yearly'),
  state: z.string(zodError(billingMessages.stateRequired)).refine(isStateCode, zodError(billingMessages.stateRequired)),
  gstin: z.string(zodError(teamMessages.gstinRequired)).trim().toUpperCase().regex(GSTIN_PATTERN, zodError(teamMessages.gstinRequired)),
};
const gstinOfState = (v: { gstin: string; state: string }) => v.gstin.startsWith(v.state);
const gstinOfStateError = { ...zodError(billingMessages.gstinState), path: ['gstin'] };

/** A team order: the organisation (name, state, GSTIN, all for the invoice), the seats and the period. */
export const teamOrderInputSchema = z.object(teamOrderFields).refine(gstinOfState, gstinOfStateError);
export type TeamOrderInput = z.output<typeof teamOrderInputSchema>;

const emailShape = z.email();

/**
 * Invitations: e-mail addresses separated by new lines, commas or spaces (a pasted column from a spreadsheet), or a
 * list of them; the parsed value is the list, lower case, without repeats.
 */
export const teamInviteInputSchema = z.object({
  emails: z
    .union([z.string(), z.array(z.string())], zodError(teamMessages.invitesRequired))
    .transform((raw, ctx) => {
      const list = [...new Set((Array.isArray(raw) ? raw.join('\n') : raw).split(/[\s,;]+/).map((e) => e.trim().toLowerCase()).filter(Boolean))];
      if (list.length === 0) ctx.addIssue({ code: 'custom', message: englishOf(teamMessages.invitesRequired) });
      else if (list.length > TEAM_MAX_INVITES_AT_ONCE) ctx.addIssue({ code: 'custom', message: englishOf(teamMessages.invitesTooMany) });
      const bad = list.find((e) => !emailShape.safeParse(e).success || e.length > 254);
      if (bad) ctx.addIssue({ code: 'custom', message: englishOf(teamMessages.inviteInvalid(bad.slice(0, 60))) });
      return list;
    }),
});

/** The team page's forms: buy seats, invite, remove a member (or withdraw an invitation). */
export const teamIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('order'), ...teamOrderFields }).refine(gstinOfState, gstinOfStateError),
  z.object({ intent: z.literal('invite'), ...teamInviteInputSchema.shape }),
  z.object({ intent: z.literal('remove'), member: z.uuid(zodError(teamMessages.memberNotFound)) }),
]);

/** Accepting an invitation: the token from its e-mail. */
export const teamJoinInputSchema = z.object({ token: z.string(zodError(teamMessages.invitationInvalid)).regex(/^[A-Za-z0-9_-]{20,100}$/, zodError(teamMessages.invitationInvalid)) });

/** What `seats` Business seats cost for one period, paise, GST included. */
export function teamPricePaise(seats: number, period: BillingPeriod): number {
  return seats * planPricePaise('business', period);
}

/** A team's Payment Link as the team page shows it. */
export const teamOrderViewSchema = z.object({
  id: z.uuid(),
  seats: z.number().int(),
  period: z.enum(['monthly', 'yearly']),
  amount_paise: z.number().int(),
  /** Razorpay's: created, paid, cancelled, expired. */
  status: z.string(),
  payment_url: z.url(),
  created_at: z.iso.datetime(),
});

export const teamMemberViewSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  owner: z.boolean(),
  /** ISO-8601 UTC; null while the invitation is open. */
  joined_at: z.iso.datetime().nullable(),
  invited_at: z.iso.datetime(),
});

/** The team page's data, for its owner. */
export const teamViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.string(),
  gstin: z.string(),
  /** Seats the last payment bought (0 before the first). */
  seats: z.number().int(),
  period: z.enum(['monthly', 'yearly']),
  /** End of the last period paid for (ISO-8601 UTC); null before the first payment. */
  paid_through: z.iso.datetime().nullable(),
  active: z.boolean(),
  /** Members and open invitations, each taking a seat. */
  members: z.array(teamMemberViewSchema),
  /** The payment link still open, if any. */
  open_order: teamOrderViewSchema.nullable(),
});
export type TeamView = z.infer<typeof teamViewSchema>;

/** A team someone belongs to (not as its owner), for the Billing page. */
export const teamMembershipViewSchema = z.object({
  team: z.string(),
  owner_email: z.string(),
  paid_through: z.iso.datetime().nullable(),
  active: z.boolean(),
});
export type TeamMembershipView = z.infer<typeof teamMembershipViewSchema>;

/** What the team page says after Razorpay sends the owner back (`?payment=`). */
export type TeamPaymentOutcome = 'paid' | 'pending' | 'unconfirmed';
