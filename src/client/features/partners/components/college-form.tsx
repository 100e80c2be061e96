/**
 * Partner with Us application form (spec §2.7, §3.9, §5; issue 8): institutionName, location, contactPerson and
 * email required, numberOfStudents at least 1, an optional logo (PNG, JPG, JPEG or PDF, at most 5 MB; the server
 * checks the content too). Sent as multipart to `POST /api/partnerships/college`; the button reads
 * 'Submitting Application...' while busy; on success the form and the file input reset and
 * 'Thank you! We'll review your submission soon.' shows with the entered data and the private status link.
 */
import { Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { type FieldErrors, FormError, FormSuccess, TextAreaField, TextField, fieldErrors, focusFirstError } from '~/client/components/ui/form-fields';
import { ApiError } from '~/client/lib/api';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, collegeSchema, formMessages } from '~/shared/forms';
import { type ApplicationCreated, useApplyCollege } from '../api/apply-college';
import { ApplicationSubmitted } from './application-submitted';

const empty = { institutionName: '', location: '', coursesOffered: '', numberOfStudents: '', contactPerson: '', email: '' };
type Values = typeof empty;
const ORDER = ['institutionName', 'location', 'coursesOffered', 'numberOfStudents', 'contactPerson', 'email', 'logo'] as const;
const idOf = (f: string) => `college-${f}`;
const LABELS: Record<keyof Values, string> = {
  institutionName: 'Institution Name',
  location: 'Location',
  coursesOffered: 'Courses Offered',
  numberOfStudents: 'Number of Students',
  contactPerson: 'Contact Person',
  email: 'Email',
};

/** Client-side logo check (by name and size; the server also checks the bytes). Returns the error text or null. */
export function logoProblem(file: File | null): string | null {
  if (!file) return null;
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  if (!LOGO_ACCEPT.split(',').includes(ext)) return formMessages.logoType;
  if (file.size > LOGO_MAX_BYTES) return formMessages.logoTooLarge;
  return null;
}

export function CollegeForm() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ created: ApplicationCreated; summary: Array<[string, string]> } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const apply = useApplyCollege();
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const logo = fileRef.current?.files?.[0] ?? null;
    const parsed = collegeSchema.safeParse({ ...values, numberOfStudents: values.numberOfStudents.trim() === '' ? undefined : values.numberOfStudents });
    const errs: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const logoError = logoProblem(logo);
    if (logoError) errs.logo = logoError;
    if (!parsed.success || logoError) {
      setErrors(errs);
      focusFirstError(errs, ORDER, idOf);
      return;
    }
    setErrors({});
    try {
      const created = await apply.mutateAsync({ input: parsed.data, logo });
      const summary = (Object.keys(LABELS) as Array<keyof Values>).filter((k) => values[k].trim()).map((k): [string, string] => [LABELS[k], values[k].trim()]);
      if (logo) summary.push(['Logo', logo.name]);
      setDone({ created, summary });
      // Spec §4: the form and its file input reset after a successful submission.
      setValues(empty);
      if (fileRef.current) fileRef.current.value = '';
    } catch (err) {
      if (err instanceof ApiError && (err.message === formMessages.logoTooLarge || err.message === formMessages.logoType)) {
        setErrors({ logo: err.message });
        focusFirstError({ logo: err.message }, ORDER, idOf);
        return;
      }
      setFormError(err instanceof ApiError ? err.message : 'Your application could not be sent. Please try again.');
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="college-form-heading" onChange={() => done && setDone(null)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={idOf('institutionName')} label={LABELS.institutionName} required autoComplete="organization" value={values.institutionName} onChange={set('institutionName')} error={errors.institutionName} />
        <TextField id={idOf('location')} label={LABELS.location} required placeholder="City, State" value={values.location} onChange={set('location')} error={errors.location} />
      </div>
      <TextAreaField
        id={idOf('coursesOffered')}
        label={LABELS.coursesOffered}
        rows={3}
        placeholder="e.g. B.Tech, BBA, MBA"
        value={values.coursesOffered}
        onChange={set('coursesOffered')}
        error={errors.coursesOffered}
        maxLength={2000}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={idOf('numberOfStudents')} label={LABELS.numberOfStudents} type="number" inputMode="numeric" min={1} step={1} value={values.numberOfStudents} onChange={set('numberOfStudents')} error={errors.numberOfStudents} />
        <TextField id={idOf('contactPerson')} label={LABELS.contactPerson} required autoComplete="name" value={values.contactPerson} onChange={set('contactPerson')} error={errors.contactPerson} />
      </div>
      <TextField
        id={idOf('email')}
        label={LABELS.email}
        type="email"
        required
        autoComplete="email"
        hint="Use this address to sign up later: it becomes your partner admin account once we approve your application."
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        id={idOf('logo')}
        label="Institution Logo"
        type="file"
        ref={fileRef}
        accept={LOGO_ACCEPT}
        hint="PNG, JPG, JPEG or PDF, up to 5 MB."
        error={errors.logo}
        className="[&_input]:h-auto [&_input]:py-1.5"
        onChange={() => setErrors(({ logo: _logo, ...rest }) => rest)}
      />
      <FormError message={formError} />
      <FormSuccess>
        {done ? <ApplicationSubmitted thanks={formMessages.collegeThanks} summary={done.summary} statusUrl={done.created.statusUrl} /> : null}
      </FormSuccess>
      <div>
        <Button type="submit" size="lg" disabled={apply.isPending}>
          <Send aria-hidden />
          {apply.isPending ? formMessages.collegeSubmitting : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
