/**
 * The signed-in viewer's upcoming mentorship sessions: mentor, date and time in the viewer's time zone,
 * and Cancel, which asks first. Within CANCEL_HOURS_BEFORE hours of the start Cancel is disabled and the reason
 * (learningMessages.tooLateToCancel) is shown; the server decides (`can_cancel`, and 409 if it changed meanwhile).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '~/client/components/confirm-dialog';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { type Booking, learningMessages } from '~/shared/learning';
import { toastTitles } from '~/shared/messages';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/get-my-bookings';
import { formatSession } from '../mentors.format';
import { usePlatformTimeZone } from '~/client/lib/public-config';
import { Message, useLocale } from '~/client/lib/i18n';

export function MyBookings({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const locale = useLocale();
  const bookings = useMyBookings();
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState<Booking | null>(null);
  // The platform's zone, named beside every time: the same on the server and in the browser (no hydration mismatch).
  const timeZone = usePlatformTimeZone();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const upcoming = (bookings.data ?? [])
    .filter((b) => b.status === 'booked' && Date.parse(b.ends_at) > Date.now())
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));

  function onCancel(booking: Booking) {
    const mentorName = booking.mentor_name;
    cancel.mutate(booking.id, {
      onSuccess: () => toast({ title: t`Session cancelled`, description: t`Your session with ${mentorName} has been cancelled.` }),
      onError: (error) =>
        toast({
          title: toastTitles.error,
          description: error instanceof ApiError && error.status === 409 ? learningMessages.tooLateToCancel : error.message,
          variant: 'destructive',
        }),
    });
  }

  const confirmingMentor = confirming?.mentor_name ?? '';
  const confirmingDate = confirming ? formatSession(confirming.starts_at, confirming.ends_at, timeZone, locale).date : '';
  return (
    <section aria-labelledby="my-bookings-heading" data-testid="my-bookings">
      <Heading id="my-bookings-heading" className="text-2xl font-semibold text-slate-900">
        <Trans>Your upcoming sessions</Trans>
      </Heading>
      <p className="mt-1 text-sm text-slate-700"><Trans>Times are in your time zone ({timeZone}).</Trans></p>
      {bookings.isError ? (
        <p role="alert" className="mt-4 text-slate-700">
          <Trans>Your sessions could not be loaded. Please try again later.</Trans>
        </p>
      ) : !bookings.data ? (
        <p role="status" className="mt-4 text-slate-700">
          <Trans>Loading your sessions...</Trans>
        </p>
      ) : upcoming.length === 0 ? (
        <p className="mt-4 text-slate-700"><Trans>You have no upcoming sessions.</Trans></p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {upcoming.map((b) => {
            const when = formatSession(b.starts_at, b.ends_at, timeZone, locale);
            const reasonId = `booking-${b.id}-reason`;
            return (
              <li key={b.id} data-testid="booking" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex gap-3">
                  <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" aria-hidden />
                  <div>
                    <p className="font-medium text-slate-900"><Trans>Session with {b.mentor_name}</Trans></p>
                    <p className="text-sm text-slate-700">
                      <time dateTime={b.starts_at}>{when.date}</time>, {when.time}
                    </p>
                    {!b.can_cancel ? (
                      <p id={reasonId} className="mt-1 text-sm text-slate-700">
                        <Message text={learningMessages.tooLateToCancel} />
                      </p>
                    ) : null}
                  </div>
                </div>
                <Button
                  variant="outline"
                  className="shrink-0"
                  disabled={!b.can_cancel || (cancel.isPending && cancel.variables === b.id)}
                  aria-describedby={!b.can_cancel ? reasonId : undefined}
                  onClick={() => setConfirming(b)}
                >
                  <Trans>Cancel<span className="sr-only"> the session with {b.mentor_name} on {when.date}</span></Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t`Cancel this session?`}
        description={
          confirming
            ? t`Your session with ${confirmingMentor} on ${confirmingDate} will be cancelled and the slot freed for others.`
            : ''
        }
        cancelLabel={t`Keep session`}
        confirmLabel={t`Cancel session`}
        onConfirm={() => confirming && onCancel(confirming)}
      />
    </section>
  );
}
