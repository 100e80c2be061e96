/**
 * The admin's 'Add New ChangeTalk' / 'Edit ChangeTalk' dialog: every field of
 * talkInputSchema, prefilled when editing (the date as its date part in the platform time zone), validated with the
 * shared schema on submit, then saved with 'Changetalk created successfully' / 'Changetalk updated successfully' or
 * 'Failed to save changetalk'. The date and time are in the platform time zone; an empty time means 18:00.
 *
 * The form's fields carry the schema's names, with `intent=save-talk` and the talk's `id`: before the scripts run
 * (or without them) the dashboard shows it inline (`?talk=new` or `?talk=<id>`) and it posts natively to the
 * dashboard's action (features/admin/admin-actions.ts), which validates with the same schema (`talkInputFromForm`).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useText } from '~/client/lib/i18n';
import { type FormEvent, useState } from 'react';
import { AdminFormDialog, AdminFormFooter, ControlField, FeaturedCheckbox, nativeSelectClass } from '~/client/components/admin-form-dialog';
import { Input } from '~/client/components/ui/input';
import { Textarea } from '~/client/components/ui/textarea';
import { toast } from '~/client/components/ui/use-toast';
import { toastTitles } from '~/shared/messages';
import { talkInputFromForm, talkInputSchema, type TalkFormRefusal } from '~/shared/talk-input';
import type { Talk } from '~/shared/talk-api';
import { DEFAULT_EVENT_TIME, EVENT_TYPES, type EventType, dateAndTimeIn, talkMessages } from '~/shared/talks';
import { useSaveTalk } from '../api/save-talk';
import { usePlatformTimeZone } from '../talks.format';
import { fieldErrors } from '~/client/components/ui/form-fields';
import { ImageUrlField } from './image-url-field';

type TextField =
  | 'title'
  | 'description'
  | 'speaker_name'
  | 'speaker_role'
  | 'speaker_image'
  | 'event_date'
  | 'event_time'
  | 'location'
  | 'image_url'
  | 'category'
  | 'rating'
  | 'duration'
  | 'capacity'
  | 'recording_url'
  | 'join_url';
type FormValues = Record<TextField, string> & { event_type: EventType; is_featured: boolean };

const EVENT_TYPE_LABELS: Record<EventType, MessageDescriptor> = { upcoming: msg`Upcoming`, past: msg`Past`, cancelled: msg`Cancelled` };

/** The form's starting values: empty for a new talk, the talk's own for an edit (date part in `timeZone`). */
export function talkFormValues(talk: Talk | null, timeZone: string): FormValues {
  const when = talk ? dateAndTimeIn(talk.event_date, timeZone) : null;
  return {
    title: talk?.title ?? '',
    description: talk?.description ?? '',
    speaker_name: talk?.speaker_name ?? '',
    speaker_role: talk?.speaker_role ?? '',
    speaker_image: talk?.speaker_image ?? '',
    event_date: when?.date ?? '',
    // A stored empty time means the 18:00 default: keep it empty so saving again keeps that meaning.
    event_time: talk ? (talk.event_time ?? '') : '',
    location: talk?.location ?? '',
    event_type: talk?.event_type ?? 'upcoming',
    image_url: talk?.image_url ?? '',
    category: talk?.category ?? '',
    is_featured: talk?.is_featured ?? false,
    rating: talk?.rating != null ? String(talk.rating) : '',
    duration: talk?.duration ?? '',
    capacity: talk?.capacity != null ? String(talk.capacity) : '',
    recording_url: talk?.recording_url ?? '',
    join_url: talk?.join_url ?? '',
  };
}

export function TalkFormDialog({ open, onOpenChange, talk }: { open: boolean; onOpenChange: (open: boolean) => void; talk: Talk | null }) {
  const { t } = useLingui();
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={talk ? t`Edit ChangeTalk` : t`Add New ChangeTalk`}
      description={t`Fields marked * are required.`}
      formKey={talk?.id ?? 'new'}
    >
      <TalkForm talk={talk} onDone={() => onOpenChange(false)} />
    </AdminFormDialog>
  );
}

/** The talk form itself (in the dialog, or inline before the scripts run); `refused` restores a refused post. */
export function TalkForm({ talk, onDone, refused }: { talk: Talk | null; onDone: () => void; refused?: TalkFormRefusal }) {
  const { t } = useLingui();
  const show = useText();
  const timeZone = usePlatformTimeZone();
  const [values, setValues] = useState<FormValues>(() =>
    refused ? { ...talkFormValues(talk, timeZone), ...refused.values, is_featured: refused.values.is_featured === 'on' } : talkFormValues(talk, timeZone),
  );
  const [errors, setErrors] = useState<Record<string, string>>(refused?.fieldErrors ?? {});
  const save = useSaveTalk();
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = talkInputSchema.safeParse(talkInputFromForm(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: talk?.id, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: toastTitles.success, description: talk ? talkMessages.adminUpdated : talkMessages.adminCreated });
          onDone();
        },
        onError: () => toast({ title: toastTitles.error, description: talkMessages.adminSaveFailed, variant: 'destructive' }),
      },
    );
  }

  const text = (key: TextField, label: string, props: Partial<Parameters<typeof Input>[0]> & { hint?: string } = {}) => {
    const { hint, required, ...rest } = props;
    return (
      <ControlField id={`talk-${key}`} name={key} label={label} required={required} error={errors[key]} hint={hint}>
        {(control) => <Input {...control} value={values[key]} onChange={(e) => set(key, e.target.value)} required={required} {...rest} />}
      </ControlField>
    );
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="save-talk" />
      {talk ? <input type="hidden" name="id" value={talk.id} /> : null}
      {text('title', t`Title`, { required: true })}
      <ControlField id="talk-description" name="description" label={t`Description`} error={errors.description}>
        {(control) => <Textarea {...control} value={values.description} onChange={(e) => set('description', e.target.value)} />}
      </ControlField>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('speaker_name', t`Speaker name`, { required: true })}
        {text('speaker_role', t`Speaker role`)}
      </div>
      <ImageUrlField id="talk-speaker_image" name="speaker_image" label={t`Speaker image`} value={values.speaker_image} onChange={(v) => set('speaker_image', v)} error={errors.speaker_image} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('event_date', t`Event date`, { type: 'date', required: true, hint: t`Date in ${timeZone} time.` })}
        {text('event_time', t`Event time`, { type: 'time', placeholder: DEFAULT_EVENT_TIME, hint: t`In ${timeZone} time; empty means ${DEFAULT_EVENT_TIME}.` })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('location', t`Location`)}
        <ControlField id="talk-event_type" name="event_type" label={t`Event type`} error={errors.event_type}>
          {(control) => (
            <select {...control} value={values.event_type} onChange={(e) => set('event_type', e.target.value as EventType)} className={nativeSelectClass}>
              {EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {show(EVENT_TYPE_LABELS[t])}
                </option>
              ))}
            </select>
          )}
        </ControlField>
      </div>
      <ImageUrlField id="talk-image_url" name="image_url" label={t`Talk image`} value={values.image_url} onChange={(v) => set('image_url', v)} error={errors.image_url} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('category', t`Category`)}
        {text('duration', t`Duration`, { placeholder: t`60 min` })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('rating', t`Rating (0 to 5)`, { type: 'number', inputMode: 'decimal', min: 0, max: 5, step: 0.1 })}
        {text('capacity', t`Capacity`, { type: 'number', inputMode: 'numeric', min: 1, step: 1, hint: t`Empty means no seat limit.` })}
      </div>
      {text('join_url', t`Join link (online talks)`, {
        type: 'url',
        inputMode: 'url',
        placeholder: 'https://',
        hint: t`Zoom, Google Meet or YouTube Live. Only registrants get it: in their e-mails and calendar, and on the talk page from 30 minutes before the start.`,
      })}
      {text('recording_url', t`Recording URL`, { type: 'url', inputMode: 'url', placeholder: 'https://', hint: t`YouTube, Vimeo, .mp4/.webm or any https:// page.` })}
      <FeaturedCheckbox id="talk-is_featured" name="is_featured" label={t`Featured`} checked={values.is_featured} onChange={(checked) => set('is_featured', checked)} />
      <AdminFormFooter noun="talk" editing={!!talk} pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
