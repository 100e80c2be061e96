/**
 * The admin's 'Add Mentor' / 'Edit Mentor' dialog: every field of mentorInputSchema, prefilled when
 * editing, with weekly availability rows (weekday, from, to; HH:MM in the mentor's time zone), validated with the
 * shared schema on submit, then saved with a toast.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { AdminFormDialog, AdminFormFooter, ControlField, FeaturedCheckbox, nativeSelectClass } from '~/client/components/admin-form-dialog';
import { Button } from '~/client/components/ui/button';
import { Input } from '~/client/components/ui/input';
import { Textarea } from '~/client/components/ui/textarea';
import { toast } from '~/client/components/ui/use-toast';
import { MENTOR_INDUSTRIES, mentorInputSchema } from '~/shared/learning';
import { type Text, toastTitles } from '~/shared/messages';
import { useDateFormats, useText } from '~/client/lib/i18n';
import type { AdminMentor, AvailabilityRow } from '../api/get-admin-mentors';
import { useSaveMentor } from '../api/save-mentor';

/** The days of the week by number, 0 = Sunday (as availability stores them). */
const WEEKDAY_NUMBERS = [0, 1, 2, 3, 4, 5, 6] as const;
const INDUSTRIES = MENTOR_INDUSTRIES.filter((i) => i !== 'All Industries');
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

interface FormValues {
  name: string;
  title: string;
  company: string;
  industry: string;
  location: string;
  email: string;
  time_zone: string;
  expertise: string;
  bio: string;
  is_featured: boolean;
  availability: AvailabilityRow[];
}

function formValues(mentor: AdminMentor | null): FormValues {
  return {
    name: mentor?.name ?? '',
    title: mentor?.title ?? '',
    company: mentor?.company ?? '',
    industry: mentor?.industry ?? INDUSTRIES[0]!,
    location: mentor?.location ?? '',
    email: mentor?.email ?? '',
    time_zone: mentor?.time_zone ?? DEFAULT_TIME_ZONE,
    expertise: mentor?.expertise.join(', ') ?? '',
    bio: mentor?.bio ?? '',
    is_featured: mentor?.is_featured ?? false,
    availability: mentor?.availability.map((a) => ({ ...a })) ?? [{ weekday: 1, start: '09:00', end: '12:00' }],
  };
}

/** A plain-language message for a zod issue of this form, translated where it is shown. */
function issueMessage(issue: { path: PropertyKey[]; message: string; code?: string; minimum?: unknown }): Text {
  const field = String(issue.path[0] ?? '');
  if (issue.code === 'too_small' && issue.minimum === 1) return msg`This field is required.`;
  if (field === 'email') return msg`Enter a valid e-mail address.`;
  if (field === 'availability' && (issue.path[2] === 'start' || issue.path[2] === 'end')) return msg`Use 24-hour HH:MM, e.g. 09:00.`;
  return issue.message;
}

/** First message per field path ('name', 'availability.0.start'), from a zod error. */
function fieldErrors(issues: { path: PropertyKey[]; message: string; code?: string; minimum?: unknown }[], show: (text: Text) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = show(issueMessage(issue));
  }
  return out;
}

/** Minutes since midnight of 'HH:MM' ('24:00' → 1440). */
function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function MentorFormDialog({ open, onOpenChange, mentor }: { open: boolean; onOpenChange: (open: boolean) => void; mentor: AdminMentor | null }) {
  const { t } = useLingui();
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={mentor ? t`Edit Mentor` : t`Add Mentor`}
      description={t`Fields marked * are required. Availability is weekly, in the mentor’s time zone.`}
      formKey={mentor?.id ?? 'new'}
    >
      <MentorForm mentor={mentor} onDone={() => onOpenChange(false)} />
    </AdminFormDialog>
  );
}

function MentorForm({ mentor, onDone }: { mentor: AdminMentor | null; onDone: () => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState<FormValues>(() => formValues(mentor));
  const show = useText();
  const { weekdayName } = useDateFormats();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveMentor();
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const timeZones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
    return all.includes(values.time_zone) ? all : [values.time_zone, ...all];
  }, [values.time_zone]);

  function setRow(index: number, patch: Partial<AvailabilityRow>) {
    setValues((v) => ({ ...v, availability: v.availability.map((row, i) => (i === index ? { ...row, ...patch } : row)) }));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = mentorInputSchema.safeParse({
      ...values,
      expertise: values.expertise
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues, show);
    values.availability.forEach((row, i) => {
      if (!found[`availability.${i}.end`] && minutes(row.end) <= minutes(row.start)) found[`availability.${i}.end`] = t`Must be later than the start.`;
    });
    if (!parsed.success || Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: mentor?.id, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: toastTitles.success, description: mentor ? t`Mentor updated.` : t`Mentor added.` });
          onDone();
        },
        onError: (error) => toast({ title: toastTitles.error, description: error.message || t`Failed to save mentor`, variant: 'destructive' }),
      },
    );
  }

  const text = (key: 'name' | 'title' | 'company' | 'location' | 'email', label: string, props: { required?: boolean; type?: string } = {}) => (
    <ControlField id={`mentor-${key}`} label={label} required={props.required} error={errors[key]}>
      {(a11y) => <Input {...a11y} type={props.type} value={values[key]} onChange={(e) => set(key, e.target.value)} required={props.required} />}
    </ControlField>
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', t`Name`, { required: true })}
        {text('title', t`Title`, { required: true })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('company', t`Company`)}
        <ControlField id="mentor-industry" label={t`Industry`} required error={errors.industry}>
          {(a11y) => (
            <select {...a11y} className={nativeSelectClass} value={values.industry} onChange={(e) => set('industry', e.target.value)}>
              {INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </select>
          )}
        </ControlField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('location', t`Location`)}
        {text('email', t`E-mail`, { required: true, type: 'email' })}
      </div>
      <ControlField id="mentor-time_zone" label={t`Time zone`} error={errors.time_zone}>
        {(a11y) => (
          <select {...a11y} className={nativeSelectClass} value={values.time_zone} onChange={(e) => set('time_zone', e.target.value)}>
            {timeZones.map((tz) => (
              <option key={tz} value={tz}>
                {tz}
              </option>
            ))}
          </select>
        )}
      </ControlField>
      <ControlField id="mentor-expertise" label={t`Expertise`} hint={t`Separate topics with commas, up to 12.`} error={errors.expertise ?? Object.entries(errors).find(([k]) => k.startsWith('expertise.'))?.[1]}>
        {(a11y) => <Input {...a11y} value={values.expertise} onChange={(e) => set('expertise', e.target.value)} />}
      </ControlField>
      <ControlField id="mentor-bio" label={t`Bio`} error={errors.bio}>
        {(a11y) => <Textarea {...a11y} value={values.bio} onChange={(e) => set('bio', e.target.value)} />}
      </ControlField>
      <FeaturedCheckbox id="mentor-is_featured" label={t`Featured on the Mentorship Program page`} checked={values.is_featured} onChange={(checked) => set('is_featured', checked)} />

      <fieldset className="grid gap-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-900"><Trans>Weekly availability ({values.time_zone})</Trans></legend>
        {values.availability.length === 0 ? <p className="text-sm text-slate-700"><Trans>No times yet: the mentor cannot be booked.</Trans></p> : null}
        {values.availability.map((row, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_7rem_7rem_auto] sm:items-start" data-testid="availability-row">
            <ControlField id={`mentor-av-${i}-weekday`} label={t`Day, time range ${i + 1}`} srLabel error={errors[`availability.${i}.weekday`]}>
              {(a11y) => (
                <select {...a11y} className={nativeSelectClass} value={row.weekday} onChange={(e) => setRow(i, { weekday: Number(e.target.value) })}>
                  {WEEKDAY_NUMBERS.map((n) => (
                    <option key={n} value={n}>
                      {weekdayName(n)}
                    </option>
                  ))}
                </select>
              )}
            </ControlField>
            <ControlField id={`mentor-av-${i}-start`} label={t`From, time range ${i + 1}`} srLabel error={errors[`availability.${i}.start`]}>
              {(a11y) => (
                <Input {...a11y} value={row.start} placeholder="09:00" inputMode="numeric" onChange={(e) => setRow(i, { start: e.target.value })} />
              )}
            </ControlField>
            <ControlField id={`mentor-av-${i}-end`} label={t`To, time range ${i + 1}`} srLabel error={errors[`availability.${i}.end`]}>
              {(a11y) => <Input {...a11y} value={row.end} placeholder="17:00" inputMode="numeric" onChange={(e) => setRow(i, { end: e.target.value })} />}
            </ControlField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t`Remove time range ${i + 1}`}
              onClick={() => setValues((v) => ({ ...v, availability: v.availability.filter((_, n) => n !== i) }))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <p className="text-xs text-slate-700"><Trans>Times are 24-hour HH:MM; 24:00 means midnight at the end of the day.</Trans></p>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setValues((v) => ({ ...v, availability: [...v.availability, { weekday: 1, start: '09:00', end: '17:00' }] }))}
          >
            <Plus aria-hidden />
            <Trans>Add time range</Trans>
          </Button>
        </div>
      </fieldset>

      <AdminFormFooter noun="mentor" editing={!!mentor} pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
