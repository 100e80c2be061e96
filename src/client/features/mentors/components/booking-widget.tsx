/**
 * Booking a 30-minute session with a mentor: pick a day, pick one of the mentor's free slots
 * (times in the viewer's time zone, the zone named), confirm in a dialog (its address `?book=<slot>`: Back closes it, a
 * reload reopens it) → 'Session booked'. Visitors are sent to
 * sign in; a free plan (from GET /api/me/bookings) gets the upgrade offer at once; the monthly limit and a slot
 * taken meanwhile are explained. The API enforces all of it; this only shows it.
 *
 * Until the scripts run (or without them) a signed-in person gets the same free times, from the page's loader, as
 * a plain form: the days with their times as radio buttons, in the platform's time zone (named), and 'Book this
 * session', posted to the page's action (../booking-actions.ts), whose outcome is shown here.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Form, Link, useActionData, useRouteLoaderData } from 'react-router';
import { useHydrated } from '~/client/lib/use-hydrated';
import { useUrlDialog } from '~/client/lib/use-url-dialog';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/client/components/ui/dialog';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { refreshSession } from '~/client/lib/session';
import { type Mentor, SESSION_MINUTES, type Slot, learningMessages } from '~/shared/learning';
import { toastTitles } from '~/shared/messages';
import { useBookSession } from '../api/book-session';
import { useMyPlan } from '../api/get-my-bookings';
import { useSlots } from '../api/get-slots';
import { useViewer } from '~/client/lib/use-viewer';
import { zoneName } from '~/shared/date-format';
import { BOOKING_ANCHOR, formatSession, formatSlotTime, groupSlotsByDay, mentorProfilePath, signInHref } from '../mentors.format';
import { usePlatformTimeZone } from '~/client/lib/public-config';
import type { PageOutcome } from '~/client/lib/page-outcome';
import { UpgradeNotice } from './upgrade-notice';
import { Message, useLocale } from '~/client/lib/i18n';

/**
 * The confirmation dialog's address parameter: `?book=<the slot's start, ISO-8601 UTC>`, so Back closes it and a
 * reload reopens it on the same slot (while that slot is still free).
 */
const CONFIRM_PARAMS = ['book'] as const;

/** What the mentor profile's loader gives a signed-in person (routes/mentor-profile.tsx). */
interface LoadedBooking {
  free: { slots: Slot[] };
  plan: string;
  timeZone: string;
}

export function BookingWidget({ mentor }: { mentor: Mentor }) {
  const viewer = useViewer();
  return (
    <section aria-labelledby={BOOKING_ANCHOR} className="rounded-xl border border-slate-200 bg-slate-50 p-6" data-testid="booking-widget">
      <h2 id={BOOKING_ANCHOR} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none">
        <Trans>Book a session</Trans>
      </h2>
      <p className="mt-1 text-slate-700">
        <Trans>Sessions with {mentor.name} last {SESSION_MINUTES} minutes.</Trans>
      </p>
      <div className="mt-6">
        {!viewer.ready ? (
          <p role="status" className="text-slate-700">
            <Trans>Loading...</Trans>
          </p>
        ) : !viewer.signedIn ? (
          <div className="flex flex-wrap items-center gap-3">
            <Link to={signInHref(mentorProfilePath(mentor.slug, true))} className={buttonVariants()}>
              <Trans>Sign in to book</Trans>
            </Link>
            <p className="text-sm text-slate-700"><Trans>Sign in to see {mentor.name}’s free times and book one.</Trans></p>
          </div>
        ) : (
          <Booking mentor={mentor} />
        )}
      </div>
    </section>
  );
}

/** The interactive picker once hydrated; before that (or without scripts) the plain form with the loader's times. */
function Booking({ mentor }: { mentor: Mentor }) {
  const hydrated = useHydrated();
  const loaded = useRouteLoaderData('routes/mentor-profile') as { booking: LoadedBooking | null } | undefined;
  const outcome = useActionData() as PageOutcome | undefined;
  return (
    <div className="grid gap-4">
      {outcome ? (
        <div role={outcome.ok ? 'status' : 'alert'} className={`rounded-lg border p-4 ${outcome.ok ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}>
          <p className="font-semibold"><Message text={outcome.message?.title} /></p>
          <p><Message text={outcome.message?.description} /></p>
        </div>
      ) : null}
      {outcome?.refusal?.status === 403 && !hydrated ? <UpgradeNotice /> : null}
      {hydrated || !loaded?.booking ? <SlotPicker mentor={mentor} /> : <SlotForm mentor={mentor} booking={loaded.booking} />}
    </div>
  );
}

/** The free times as a plain form (see the module comment). */
function SlotForm({ mentor, booking }: { mentor: Mentor; booking: LoadedBooking }) {
  const locale = useLocale();
  const days = groupSlotsByDay(booking.free.slots, booking.timeZone, locale);
  if (booking.plan === 'free') return <UpgradeNotice />;
  if (days.length === 0) return <p className="text-slate-700"><Trans>{mentor.name} has no free times in the next two weeks. Please check again later.</Trans></p>;
  return (
    <Form method="post" className="grid gap-4">
      <p className="text-sm text-slate-700">
        <Trans>Times are shown in</Trans> <strong className="font-semibold text-slate-900">{`${booking.timeZone} (${zoneName(booking.timeZone)})`}</strong>.
      </p>
      {days.map((d) => (
        <fieldset key={d.key} className="grid gap-2">
          <legend className="font-semibold text-slate-900">{d.longLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {d.slots.map((s) => (
              <label key={s.starts_at} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50">
                <input type="radio" name="starts_at" value={s.starts_at} required className="accent-blue-700" />
                {formatSlotTime(s.starts_at, booking.timeZone, locale)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div>
        <Button type="submit"><Trans>Book this session</Trans></Button>
      </div>
    </Form>
  );
}

function SlotPicker({ mentor }: { mentor: Mentor }) {
  const { t } = useLingui();
  const locale = useLocale();
  const slots = useSlots(mentor.slug);
  // A free plan is offered the upgrade at once; a 403 from booking (plan changed meanwhile) shows it too.
  const freePlan = useMyPlan().data === 'free';
  const book = useBookSession();
  // The platform's zone, named beside every time: the same on the server and in the browser (no hydration mismatch).
  const timeZone = usePlatformTimeZone();
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const confirm = useUrlDialog(CONFIRM_PARAMS);
  const [upgrade, setUpgrade] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  // The slot the address asks to confirm, once the free times are known (none when it was taken meanwhile).
  const requested = confirm.params.book ? slots.data?.slots.find((s) => sameInstant(s.starts_at, confirm.params.book!)) : undefined;
  const [shownRequest, setShownRequest] = useState<string | null>(null);
  if (requested && requested.starts_at !== shownRequest) {
    // Reopened from the address: select its day and time in the picker too.
    setShownRequest(requested.starts_at);
    setSlot(requested);
    setDayKey(groupSlotsByDay([requested], timeZone)[0]?.key ?? null);
  }
  // A slot that was taken (or passed) since the address was made: drop it from the address, open nothing.
  const staleRequest = !!confirm.params.book && !!slots.data && !requested;
  const closeConfirm = confirm.close;
  useEffect(() => {
    if (staleRequest) closeConfirm();
  }, [staleRequest, closeConfirm]);

  if (slots.isError) {
    return (
      <p role="alert" className="text-slate-700">
        <Trans>The free times could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  if (!slots.data) {
    return (
      <p role="status" className="text-slate-700">
        <Trans>Loading free times...</Trans>
      </p>
    );
  }

  const days = groupSlotsByDay(slots.data.slots, timeZone, locale);
  const day = days.find((d) => d.key === dayKey) ?? null;
  const chosen = slot && day?.slots.some((s) => s.starts_at === slot.starts_at) ? slot : null;
  const chosenTime = chosen ? formatSlotTime(chosen.starts_at, timeZone, locale) : '';
  const zone = `${timeZone} (${zoneName(timeZone)})`;

  function onConfirm() {
    if (!requested) return;
    const booked = requested;
    book.mutate(
      { slug: mentor.slug, starts_at: booked.starts_at },
      {
        onSuccess: () => {
          const when = formatSession(booked.starts_at, booked.ends_at, timeZone, locale);
          const mentorName = mentor.name;
          const whenDate = when.date;
          const whenTime = when.time;
          toast({ title: learningMessages.booked, description: t`${mentorName}, ${whenDate} at ${whenTime}. A calendar invitation is on its way by e-mail.` });
          confirm.close();
          setSlot(null);
        },
        onError: (error) => {
          confirm.close();
          if (error instanceof ApiError && error.status === 403) {
            setUpgrade(true);
            return;
          }
          if (error instanceof ApiError && error.status === 429) {
            setLimitMessage(error.message);
            return;
          }
          if (error instanceof ApiError && error.status === 409) {
            setSlot(null);
            toast({ title: toastTitles.error, description: learningMessages.slotTaken, variant: 'destructive' });
            return;
          }
          if (error instanceof ApiError && error.status === 401) void refreshSession();
          toast({ title: toastTitles.error, description: error.message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <div className="grid gap-6">
      {upgrade || freePlan ? <UpgradeNotice /> : null}
      {limitMessage ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="limit-notice">
          {limitMessage}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        <Trans>Times are shown in your time zone: <strong className="font-semibold text-slate-900">{zone}</strong>.</Trans>
      </p>
      {days.length === 0 ? (
        <p className="text-slate-700"><Trans>{mentor.name} has no free times in the next two weeks. Please check again later.</Trans></p>
      ) : (
        <>
          <div role="group" aria-labelledby="pick-day-label" className="grid gap-2">
            <h3 id="pick-day-label" className="font-semibold text-slate-900">
              <Trans>1. Pick a day</Trans>
            </h3>
            <div className="flex flex-wrap gap-2">
              {days.map((d) => (
                <Button
                  key={d.key}
                  size="sm"
                  variant={d.key === dayKey ? 'default' : 'outline'}
                  aria-pressed={d.key === dayKey}
                  onClick={() => {
                    setDayKey(d.key);
                    setSlot(null);
                  }}
                >
                  {d.label}
                  <span className="sr-only">
                    {' '}
                    <Plural value={d.slots.length} one="(# free time)" other="(# free times)" />
                  </span>
                </Button>
              ))}
            </div>
          </div>
          {day ? (
            <div role="group" aria-labelledby="pick-time-label" className="grid gap-2">
              <h3 id="pick-time-label" className="font-semibold text-slate-900">
                <Trans>2. Pick a time on {day.longLabel}</Trans>
              </h3>
              <div className="flex flex-wrap gap-2">
                {day.slots.map((s) => {
                  const selected = chosen?.starts_at === s.starts_at;
                  return (
                    <Button key={s.starts_at} size="sm" variant={selected ? 'default' : 'outline'} aria-pressed={selected} onClick={() => setSlot(s)} data-testid="slot">
                      {formatSlotTime(s.starts_at, timeZone, locale)}
                    </Button>
                  );
                })}
              </div>
            </div>
          ) : null}
          <div>
            <Button onClick={() => chosen && confirm.open({ book: chosen.starts_at })} disabled={!chosen || book.isPending}>
              {chosen ? t`Book ${chosenTime}` : t`Pick a day and a time`}
            </Button>
          </div>
        </>
      )}
      <Dialog open={!!requested} onOpenChange={(open) => !open && confirm.close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle><Trans>Confirm your session</Trans></DialogTitle>
            <DialogDescription>
              {requested
                ? (() => {
                    const when = formatSession(requested.starts_at, requested.ends_at, timeZone, locale);
                    const mentorName = mentor.name;
                    const whenDate = when.date;
                    const whenTime = when.time;
                    return t`A ${SESSION_MINUTES}-minute session with ${mentorName} on ${whenDate}, ${whenTime}.`;
                  })()
                : ''}
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm text-slate-700"><Trans>You and {mentor.name} will both get an e-mail with a calendar invitation.</Trans></p>
          <DialogFooter>
            <Button variant="outline" onClick={confirm.close}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={onConfirm} disabled={book.isPending}>
              {book.isPending ? t`Booking...` : t`Confirm booking`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Whether two ISO-8601 instants are the same moment (the address may spell one differently from the API). */
function sameInstant(a: string, b: string): boolean {
  const t = Date.parse(b);
  return !Number.isNaN(t) && Date.parse(a) === t;
}
