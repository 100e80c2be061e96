/**
 * A mentor profile's route action (issue 7, spec §9; issue 17): the booking form posted natively, before the
 * scripts have run or without them (`starts_at`, one of the mentor's free slots). Booked through the same service
 * as `POST /api/mentors/:slug/bookings`, which decides everything (signed in, the plan's allowance, the slot still
 * free) and e-mails both calendar invitations. The page comes back with the outcome in the booking section.
 */
import { type RouterContextProvider, data } from 'react-router';
import { pageContext } from '~/client/lib/page-context';
import { bookingInputSchema, learningMessages } from '~/shared/learning';
import { toastTitles } from '~/shared/messages';

/** What a booking posted without scripts answers: the message, and whether the plan needs an upgrade. */
export interface BookingOutcome {
  ok: boolean;
  title: string;
  message: string;
  upgrade?: boolean;
}

export async function bookingAction({ request, params, context }: { request: Request; params: { slug?: string }; context: Readonly<RouterContextProvider> }) {
  const { session, services } = context.get(pageContext);
  const form = Object.fromEntries(await request.formData());
  const parsed = bookingInputSchema.safeParse(form);
  const startsAt = parsed.success ? new Date(parsed.data.starts_at) : null;
  if (!startsAt) {
    return data<BookingOutcome>({ ok: false, title: toastTitles.error, message: 'Pick a day and a time' }, { status: 400 });
  }
  const booked = await services.mentors.book(session, params.slug ?? '', startsAt);
  if (booked.ok) {
    return { ok: true, title: learningMessages.booked, message: 'A calendar invitation is on its way by e-mail.' } satisfies BookingOutcome;
  }
  return data<BookingOutcome>({ ok: false, title: toastTitles.error, message: booked.error.message, upgrade: booked.status === 403 }, { status: booked.status });
}
