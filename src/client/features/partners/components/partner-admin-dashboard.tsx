/**
 * The Partner Admin Dashboard body. A partner admin (the API decides: `GET
 * /api/partner-admin/me` answers 403 for anyone else) sees their institution and its code, Student Users (the
 * affiliated students in a table, with Download CSV / Download PDF) and Exclusive Events & Workshops (propose an
 * event for ChangeTalks admin approval, and the list of proposals). Everyone else sees a short explanation and a
 * link to /partner.
 */
import { useDateFormats } from '~/client/lib/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download, FileText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { toast } from '~/client/components/ui/use-toast';
import { type FieldErrors, FormError, FormSuccess, TextAreaField, TextField, fieldErrors, focusFirstError } from '~/client/components/ui/form-fields';
import { ApiError } from '~/client/lib/api';
import { useSession } from '~/client/lib/session';
import { eventProposalSchema } from '~/shared/forms';
import { paths } from '~/shared/paths';
import { type PartnerInstitution, usePartnerAdminMe } from '../api/get-partner-admin-me';
import { usePartnerEvents } from '../api/get-partner-events';
import { studentsCsvUrl, studentsPdfUrl, usePartnerStudents } from '../api/get-partner-students';
import { useProposeEvent } from '../api/propose-event';
import { eventStatusLabels, partnerAdminTexts as texts } from '../partners-content';

/**
 * 'YYYY-MM-DD' (a calendar date, no time zone) or an ISO timestamp as the page's language writes the day (an
 * instant's day in the platform's time zone, so the server and the browser agree).
 */
function DateText({ value }: { value: string }) {
  const { formatCalendarDate, formatShortDate } = useDateFormats();
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value) : Number.isNaN(new Date(value).getTime()) ? value : formatShortDate(value);
  return <time dateTime={value}>{text}</time>;
}

export function PartnerAdminDashboard() {
  const { data: session, isPending: sessionPending } = useSession();
  const signedIn = !!session?.user;
  const me = usePartnerAdminMe(signedIn);

  if (signedIn && me.isSuccess) return <Dashboard institution={me.data.institution} />;
  if (sessionPending || (signedIn && me.isPending)) {
    return (
      <p role="status" className="text-slate-700">
        <Trans>Checking your access...</Trans>
      </p>
    );
  }
  const forbidden = !signedIn || (me.error instanceof ApiError && (me.error.status === 403 || me.error.status === 401));
  if (forbidden) return <NotPartner signedIn={signedIn} />;
  return (
    <div className="grid gap-3">
      <p role="alert" className="font-medium text-red-700">
        <Trans>The dashboard could not be loaded. Please try again.</Trans>
      </p>
      <div>
        <Button type="button" variant="outline" onClick={() => me.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </div>
  );
}

function NotPartner({ signedIn }: { signedIn: boolean }) {
  const { i18n } = useLingui();
  return (
    <Card className="max-w-2xl p-6">
      <h2 className="text-xl font-semibold text-slate-900">{i18n._(texts.notPartnerTitle)}</h2>
      <p className="mt-2 text-slate-700">{i18n._(texts.notPartner)}</p>
      {!signedIn ? <p className="mt-2 text-slate-700">{i18n._(texts.signInPrompt)}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.partner}>{i18n._(texts.applyLink)}</Link>
        </Button>
        {!signedIn ? (
          <Button asChild variant="outline">
            <Link to={`${paths.signIn}?redirect=${encodeURIComponent(paths.partnerAdmin)}`}><Trans>Sign in</Trans></Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function Dashboard({ institution }: { institution: PartnerInstitution }) {
  const { t } = useLingui();
  async function copyCode() {
    try {
      await navigator.clipboard.writeText(institution.code);
      const code = institution.code;
      toast({ title: t`Code copied`, description: t`${code} is on your clipboard.` });
    } catch {
      toast({ title: t`Copy failed`, description: t`Select the code and copy it yourself.`, variant: 'destructive' });
    }
  }
  return (
    <div className="grid gap-10">
      <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div>
          <p className="text-sm text-slate-700"><Trans>Your institution</Trans></p>
          <h2 className="text-2xl font-semibold text-slate-900">{institution.name}</h2>
        </div>
        <div className="text-right">
          <p className="text-sm text-slate-700"><Trans>Institution code for students and faculty</Trans></p>
          <div className="mt-1 flex items-center justify-end gap-2">
            <code className="rounded-md bg-slate-100 px-3 py-1.5 font-mono text-lg font-semibold text-slate-900">{institution.code}</code>
            <Button type="button" variant="outline" size="icon" onClick={copyCode} aria-label={t`Copy institution code`}>
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
      </Card>
      <StudentUsers />
      <ExclusiveEvents />
    </div>
  );
}

function StudentUsers() {
  const { i18n } = useLingui();
  const students = usePartnerStudents(true);
  return (
    <section aria-labelledby="partner-students-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="partner-students-heading" className="text-xl font-semibold text-slate-900">
            {i18n._(texts.studentsTitle)}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{i18n._(texts.studentsIntro)}</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={studentsCsvUrl} download>
              <Download aria-hidden />
              <Trans>Download CSV</Trans>
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={studentsPdfUrl} download>
              <FileText aria-hidden />
              <Trans>Download PDF</Trans>
            </a>
          </Button>
        </div>
      </div>
      <div className="mt-4">
        {students.isPending ? (
          <p role="status" className="text-slate-700">
            <Trans>Loading students...</Trans>
          </p>
        ) : students.isError ? (
          <p role="alert" className="text-red-700">
            <Trans>The student list could not be loaded.</Trans>
          </p>
        ) : students.data.length === 0 ? (
          <p className="text-slate-700">{i18n._(texts.noStudents)}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only"><Trans>Students affiliated with your institution</Trans></caption>
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    <Trans>Email</Trans>
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    <Trans>Joined</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {students.data.map((s) => (
                  <tr key={s.email} className="border-t border-slate-200">
                    <td className="px-4 py-2 text-slate-900">{s.name || '—'}</td>
                    <td className="px-4 py-2 text-slate-800">{s.email}</td>
                    <td className="px-4 py-2 text-slate-800">
                      <DateText value={s.affiliated_at} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

const emptyProposal = { title: '', description: '', proposedDate: '', speakerName: '' };
const PROPOSAL_ORDER = ['title', 'proposedDate', 'speakerName', 'description'] as const;
const proposalId = (f: string) => `event-${f}`;

function ExclusiveEvents() {
  const { i18n, t } = useLingui();
  const events = usePartnerEvents(true);
  const propose = useProposeEvent();
  const [values, setValues] = useState(emptyProposal);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const set = (k: keyof typeof emptyProposal) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [k]: e.target.value }));
    setSent(false);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = eventProposalSchema.safeParse(values);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error.issues);
      setErrors(errs);
      focusFirstError(errs, PROPOSAL_ORDER, proposalId);
      return;
    }
    setErrors({});
    try {
      await propose.mutateAsync(parsed.data);
      setValues(emptyProposal);
      setSent(true);
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : t`Your proposal could not be sent. Please try again.`);
    }
  }

  return (
    <section aria-labelledby="partner-events-heading">
      <h2 id="partner-events-heading" className="text-xl font-semibold text-slate-900">
        {i18n._(texts.eventsTitle)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{i18n._(texts.eventsIntro)}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Card className="p-6">
          <h3 id="propose-event-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Host an event</Trans>
          </h3>
          <form method="post" onSubmit={onSubmit} noValidate className="mt-4 grid gap-4" aria-labelledby="propose-event-heading">
            <TextField id={proposalId('title')} label={t`Title`} required value={values.title} onChange={set('title')} error={errors.title} maxLength={200} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField id={proposalId('proposedDate')} label={t`Proposed date`} required type="date" value={values.proposedDate} onChange={set('proposedDate')} error={errors.proposedDate} />
              <TextField id={proposalId('speakerName')} label={t`Speaker name`} required value={values.speakerName} onChange={set('speakerName')} error={errors.speakerName} maxLength={120} />
            </div>
            <TextAreaField id={proposalId('description')} label={t`Description`} rows={4} value={values.description} onChange={set('description')} error={errors.description} maxLength={3000} />
            <FormError message={formError} />
            <FormSuccess>{sent ? i18n._(texts.proposed) : null}</FormSuccess>
            <div>
              <Button type="submit" disabled={propose.isPending}>
                {propose.isPending ? t`Submitting...` : t`Propose Event`}
              </Button>
            </div>
          </form>
        </Card>
        <div>
          <h3 className="text-lg font-semibold text-slate-900"><Trans>Your proposals</Trans></h3>
          {events.isPending ? (
            <p role="status" className="mt-3 text-slate-700">
              <Trans>Loading events...</Trans>
            </p>
          ) : events.isError ? (
            <p role="alert" className="mt-3 text-red-700">
              <Trans>Your events could not be loaded.</Trans>
            </p>
          ) : events.data.length === 0 ? (
            <p className="mt-3 text-slate-700">{i18n._(texts.noEvents)}</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {events.data.map((ev) => (
                <li key={ev.id} className="rounded-lg border border-slate-200 p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="font-semibold text-slate-900">{ev.title}</p>
                    <Badge variant={ev.status === 'approved' ? 'default' : ev.status === 'rejected' ? 'destructive' : 'secondary'}>
                      {i18n._(eventStatusLabels[ev.status]) ?? ev.status}
                    </Badge>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    <DateText value={ev.proposed_date} /> · {ev.speaker_name}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
