/**
 * The speaker application form (`/become-speaker`, issue 8): name, e-mail, topic, bio and links, sent to
 * `POST /api/speaker-applications` (stored for admin review, confirmed by e-mail). Errors are speakerSchema's
 * messages under their fields; on success the form clears and formMessages.speakerThanks is shown.
 */
import { Mic } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { ApiError } from '~/client/lib/api';
import { formMessages, speakerSchema } from '~/shared/forms';
import { useApplyToSpeak } from '../api/apply-to-speak';
import { type FieldErrors, FormError, FormSuccess, TextAreaField, TextField, fieldErrors, focusFirstError } from '~/client/components/ui/form-fields';

const empty = { name: '', email: '', topic: '', bio: '', links: '' };
type Values = typeof empty;
const ORDER = ['name', 'email', 'topic', 'bio', 'links'] as const;
const idOf = (f: string) => `speaker-${f}`;

export function SpeakerForm() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const apply = useApplyToSpeak();
  const set = (k: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [k]: e.target.value }));
    setSent(false);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = speakerSchema.safeParse(values);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error.issues);
      setErrors(errs);
      focusFirstError(errs, ORDER, idOf);
      return;
    }
    setErrors({});
    try {
      await apply.mutateAsync(parsed.data);
      setValues(empty);
      setSent(true);
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : 'Your application could not be sent. Please try again.');
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="speaker-form-heading">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={idOf('name')} label="Name" required autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField id={idOf('email')} label="Email" type="email" required autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      </div>
      <TextField
        id={idOf('topic')}
        label="Talk topic"
        required
        placeholder="e.g. Switching from engineering to product management"
        value={values.topic}
        onChange={set('topic')}
        error={errors.topic}
        maxLength={200}
      />
      <TextAreaField
        id={idOf('bio')}
        label="Short bio"
        required
        rows={5}
        hint="Who you are, what you do and why this topic matters to you."
        value={values.bio}
        onChange={set('bio')}
        error={errors.bio}
        maxLength={3000}
      />
      <TextAreaField
        id={idOf('links')}
        label="Links"
        rows={3}
        hint="Your website, LinkedIn profile or earlier talks, one per line."
        value={values.links}
        onChange={set('links')}
        error={errors.links}
        maxLength={1000}
      />
      <FormError message={formError} />
      <FormSuccess>{sent ? formMessages.speakerThanks : null}</FormSuccess>
      <div>
        <Button type="submit" disabled={apply.isPending}>
          <Mic aria-hidden />
          {apply.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
