/**
 * A mentor profile's route action: the booking form posted natively, before the scripts have run or
 * without them (`starts_at`, one of the mentor's free slots, read with the API's `bookingInputSchema`). Booked
 * through the same operation as `POST /api/mentors/{slug}/bookings`, which decides everything (signed in, the plan's
 * allowance, the slot still free) and e-mails both calendar invitations. The page comes back with the outcome in the
 * booking section; a refusal for the plan (403) offers the upgrade.
 */
import { msg } from '@lingui/core/macro';
import type { RouterContextProvider } from 'react-router';
import { pageAction } from '~/client/lib/page-action';
import { bookingInputSchema, learningMessages } from '~/shared/learning';

export function bookingAction(args: { request: Request; params: { slug?: string }; context: Readonly<RouterContextProvider> }) {
  return pageAction(args, bookingInputSchema, ({ starts_at }, { actor, services }) => services.mentors.book({ actor, slug: args.params.slug ?? '', startsAt: starts_at }), {
    success: () => ({ title: learningMessages.booked, description: msg`A calendar invitation is on its way by e-mail.` }),
  });
}
