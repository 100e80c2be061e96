/**
 * Book a Demo's 'Request Your Demo' form (spec §2.7, §3.9, §5): Full Name, Email Address and Organization
 * required, e-mail of e-mail type; Your Role is labelled required but not enforced (§5); role and time options
 * from DEMO_ROLES / DEMO_TIMES; 'Schedule Demo'. Sent to `POST /api/demo-requests` (stored, confirmed by e-mail).
 */
import { CalendarCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { ApiError } from '~/client/lib/api';
import { DEMO_ROLES, DEMO_TIMES, demoSchema, formMessages } from '~/shared/forms';
import { useRequestDemo } from '../api/request-demo';
import { type FieldErrors, FormError, FormSuccess, SelectField, TextAreaField, TextField, fieldErrors, focusFirstError } from '~/client/components/ui/form-fields';

const empty = { name: '', email: '', organization: '', role: '', preferredDate: '', preferredTime: '', message: '' };
type Values = typeof empty;
const ORDER = ['name', 'email', 'organization', 'role', 'preferredDate', 'preferredTime', 'message'] as const;
const idOf = (f: string) => `demo-${f}`;

/** Today's date as YYYY-MM-DD in the browser's time zone. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function DemoForm() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // The earliest date is set after hydration: the prerendered HTML cannot know "today".
  const [minDate, setMinDate] = useState<string | undefined>(undefined);
  useEffect(() => setMinDate(today()), []);
  const request = useRequestDemo();
  const setValue = (k: keyof Values, v: string) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    setSent(false);
  };
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValue(k, e.target.value);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = demoSchema.safeParse({ ...values, role: values.role || undefined });
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error.issues);
      setErrors(errs);
      focusFirstError(errs, ORDER, idOf);
      return;
    }
    setErrors({});
    try {
      await request.mutateAsync(parsed.data);
      setValues(empty);
      setSent(true);
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : 'Your demo request could not be sent. Please try again.');
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="demo-form-heading">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={idOf('name')} label="Full Name" required autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField id={idOf('email')} label="Email Address" type="email" required autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
        <TextField id={idOf('organization')} label="Organization" required autoComplete="organization" value={values.organization} onChange={set('organization')} error={errors.organization} />
        <SelectField
          id={idOf('role')}
          label="Your Role"
          required
          placeholder="Select your role"
          value={values.role}
          onValueChange={(v) => setValue('role', v)}
          options={DEMO_ROLES}
          error={errors.role}
        />
        <TextField id={idOf('preferredDate')} label="Preferred Date" type="date" min={minDate} value={values.preferredDate} onChange={set('preferredDate')} error={errors.preferredDate} />
        <SelectField
          id={idOf('preferredTime')}
          label="Preferred Time"
          placeholder="Select a time"
          value={values.preferredTime}
          onValueChange={(v) => setValue('preferredTime', v)}
          options={DEMO_TIMES}
          error={errors.preferredTime}
          hint="Indian Standard Time (IST)"
        />
      </div>
      <TextAreaField
        id={idOf('message')}
        label="Additional Information"
        rows={5}
        placeholder="Tell us about your institution and what you would like to see"
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        maxLength={3000}
      />
      <FormError message={formError} />
      <FormSuccess>{sent ? formMessages.demoThanks : null}</FormSuccess>
      <div>
        <Button type="submit" size="lg" disabled={request.isPending}>
          <CalendarCheck aria-hidden />
          {request.isPending ? 'Submitting...' : 'Schedule Demo'}
        </Button>
      </div>
    </form>
  );
}
