/**
 * The University Partnership Program application (spec §2.7, §3.9, §5; issue 8): every field of §3.9, each §5
 * message word for word under its field, the three selects (total students, partnership type, duration) required
 * as labelled. Sent to `POST /api/partnerships/university`; 'Submitting...' while busy; on success the thank-you
 * text and the private status link show and the form resets.
 */
import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { type FieldErrors, FormError, FormSuccess, SelectField, TextAreaField, TextField, fieldErrors, focusFirstError } from '~/client/components/ui/form-fields';
import { ApiError } from '~/client/lib/api';
import { formMessages, universitySchema } from '~/shared/forms';
import { paths } from '~/shared/paths';
import type { ApplicationCreated } from '../api/apply-college';
import { type UniversityInput, useApplyUniversity } from '../api/apply-university';
import { durationOptions, partnershipTypeOptions, totalStudentsOptions } from '../partners-content';
import { ApplicationSubmitted } from './application-submitted';

const empty = {
  universityName: '',
  accreditation: '',
  location: '',
  establishedYear: '',
  totalStudents: '',
  expectedStudents: '',
  entrepreneurshipPrograms: '',
  contactPersonName: '',
  contactPersonTitle: '',
  email: '',
  phone: '',
  website: '',
  partnershipType: '',
  duration: '',
  additionalRequirements: '',
};
type Values = typeof empty;
const ORDER = [...Object.keys(empty), 'termsAccepted'];
const idOf = (f: string) => `university-${f}`;

/** A web address typed without a scheme ('www.example.edu') is taken as https. */
function withScheme(url: string): string {
  const t = url.trim();
  if (!t || /^[a-z][a-z0-9+.-]*:\/\//i.test(t)) return t;
  return `https://${t}`;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function UniversityForm() {
  const [values, setValues] = useState<Values>(empty);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ created: ApplicationCreated; summary: Array<[string, string]> } | null>(null);
  const apply = useApplyUniversity();
  const setValue = (k: keyof Values, v: string) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    setDone(null);
  };
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValue(k, e.target.value);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = universitySchema.safeParse({
      ...values,
      website: withScheme(values.website),
      termsAccepted: terms,
      // Empty selects are sent as undefined so the schema's 'is required' messages apply.
      totalStudents: values.totalStudents || undefined,
      partnershipType: values.partnershipType || undefined,
      duration: values.duration || undefined,
    });
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error.issues);
      setErrors(errs);
      focusFirstError(errs, ORDER, idOf);
      return;
    }
    setErrors({});
    try {
      const input: UniversityInput = parsed.data;
      const created = await apply.mutateAsync(input);
      setDone({
        created,
        summary: [
          ['University', input.universityName],
          ['Contact', `${input.contactPersonName}, ${input.contactPersonTitle}`],
          ['Email', input.email],
          ['Partnership', partnershipTypeOptions.find((o) => o.value === input.partnershipType)?.label ?? input.partnershipType],
        ],
      });
      setValues(empty);
      setTerms(false);
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : 'Your application could not be sent. Please try again.');
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6" aria-labelledby="university-form-heading">
      <Group title="University Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={idOf('universityName')} label="University Name" required autoComplete="organization" value={values.universityName} onChange={set('universityName')} error={errors.universityName} />
          <TextField id={idOf('accreditation')} label="Accreditation" required placeholder="e.g. NAAC A++, UGC" value={values.accreditation} onChange={set('accreditation')} error={errors.accreditation} />
          <TextField id={idOf('location')} label="Location" required placeholder="City, State" value={values.location} onChange={set('location')} error={errors.location} />
          <TextField id={idOf('establishedYear')} label="Established Year" required type="number" inputMode="numeric" min={1000} max={2100} value={values.establishedYear} onChange={set('establishedYear')} error={errors.establishedYear} />
          <SelectField
            id={idOf('totalStudents')}
            label="Total Students"
            required
            placeholder="Select total students"
            value={values.totalStudents}
            onValueChange={(v) => setValue('totalStudents', v)}
            options={totalStudentsOptions}
            error={errors.totalStudents}
          />
          <TextField
            id={idOf('expectedStudents')}
            label="Expected Students"
            required
            type="number"
            inputMode="numeric"
            min={1}
            hint="How many students you expect to join ChangePath."
            value={values.expectedStudents}
            onChange={set('expectedStudents')}
            error={errors.expectedStudents}
          />
        </div>
        <TextAreaField
          id={idOf('entrepreneurshipPrograms')}
          label="Entrepreneurship Programs"
          rows={3}
          placeholder="Incubators, E-cells, courses or events you already run"
          value={values.entrepreneurshipPrograms}
          onChange={set('entrepreneurshipPrograms')}
          error={errors.entrepreneurshipPrograms}
          maxLength={2000}
        />
      </Group>

      <Group title="Contact Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={idOf('contactPersonName')} label="Contact Person Name" required autoComplete="name" value={values.contactPersonName} onChange={set('contactPersonName')} error={errors.contactPersonName} />
          <TextField id={idOf('contactPersonTitle')} label="Contact Person Title" required autoComplete="organization-title" placeholder="e.g. Dean of Students" value={values.contactPersonTitle} onChange={set('contactPersonTitle')} error={errors.contactPersonTitle} />
          <TextField id={idOf('email')} label="Email" required type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
          <TextField id={idOf('phone')} label="Phone" required type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
          <TextField id={idOf('website')} label="Website" type="url" autoComplete="url" placeholder="https://www.example.edu" value={values.website} onChange={set('website')} error={errors.website} className="sm:col-span-2" />
        </div>
      </Group>

      <Group title="Partnership Details">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id={idOf('partnershipType')}
            label="Partnership Type"
            required
            placeholder="Select partnership type"
            value={values.partnershipType}
            onValueChange={(v) => setValue('partnershipType', v)}
            options={partnershipTypeOptions}
            error={errors.partnershipType}
          />
          <SelectField
            id={idOf('duration')}
            label="Duration"
            required
            placeholder="Select duration"
            value={values.duration}
            onValueChange={(v) => setValue('duration', v)}
            options={durationOptions}
            error={errors.duration}
          />
        </div>
        <TextAreaField
          id={idOf('additionalRequirements')}
          label="Additional Requirements"
          rows={3}
          value={values.additionalRequirements}
          onChange={set('additionalRequirements')}
          error={errors.additionalRequirements}
          maxLength={3000}
        />
        <div className="grid gap-2">
          <div className="flex items-start gap-3">
            <input
              id={idOf('termsAccepted')}
              type="checkbox"
              required
              checked={terms}
              onChange={(e) => {
                setTerms(e.target.checked);
                setDone(null);
              }}
              aria-invalid={errors.termsAccepted ? true : undefined}
              aria-describedby={errors.termsAccepted ? `${idOf('termsAccepted')}-error` : undefined}
              className="mt-0.5 h-4 w-4 accent-blue-700"
            />
            <label htmlFor={idOf('termsAccepted')} className="text-sm text-slate-900">
              I accept the{' '}
              <Link to={paths.terms} className="font-medium text-blue-700 underline underline-offset-4">
                terms and conditions
              </Link>{' '}
              of the partnership program
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span>
            </label>
          </div>
          {errors.termsAccepted ? (
            <p id={`${idOf('termsAccepted')}-error`} role="alert" className="text-sm font-medium text-red-700">
              {errors.termsAccepted}
            </p>
          ) : null}
        </div>
      </Group>

      <FormError message={formError} />
      <FormSuccess>
        {done ? <ApplicationSubmitted thanks={formMessages.universityThanks} summary={done.summary} statusUrl={done.created.statusUrl} /> : null}
      </FormSuccess>
      <div>
        <Button type="submit" size="lg" disabled={apply.isPending}>
          <Send aria-hidden />
          {apply.isPending ? formMessages.universitySubmitting : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
