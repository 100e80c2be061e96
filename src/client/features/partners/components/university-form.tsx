/**
 * The University Partnership Program application: every field the spec lists, each validation
 * message word for word under its field, the three selects (total students, partnership type, duration) required
 * as labelled. Posted to the /university-partner route action (partner-actions.ts); it works before and without
 * scripts (`useSchemaForm`). 'Submitting...' while busy; on success the thank-you text and the private status
 * link show and the form resets.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { FormError, FormSuccess, SelectField, TextAreaField, TextField, FieldError } from '~/client/components/ui/form-fields';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import { formMessages, universitySchema } from '~/shared/forms';
import { paths } from '~/shared/paths';
import type { ApplicationDone } from '../partner-actions';
import { durationOptions, partnershipTypeOptions, totalStudentsOptions } from '../partners-content';
import { ApplicationSubmitted } from './application-submitted';
import { Message } from '~/client/lib/i18n';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function UniversityForm() {
  const { t } = useLingui();
  const { fetcher, form, fields, onSubmit, formError, done, busy, enhancedField } = useSchemaForm<typeof universitySchema, ApplicationDone>('university', universitySchema);
  const terms = fields.termsAccepted;

  return (
    <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="grid gap-6" aria-labelledby="university-form-heading">
      {enhancedField}
      <Group title={t`University Information`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField key={fields.universityName.key} {...fieldProps(fields.universityName)} label={t`University Name`} required autoComplete="organization" />
          <TextField key={fields.accreditation.key} {...fieldProps(fields.accreditation)} label={t`Accreditation`} required placeholder={t`e.g. NAAC A++, UGC`} />
          <TextField key={fields.location.key} {...fieldProps(fields.location)} label={t`Location`} required placeholder={t`City, State`} />
          <TextField key={fields.establishedYear.key} {...fieldProps(fields.establishedYear)} label={t`Established Year`} required type="number" inputMode="numeric" min={1000} max={2100} />
          <SelectField
            key={fields.totalStudents.key}
            {...fieldProps(fields.totalStudents)}
            label={t`Total Students`}
            required
            placeholder={t`Select total students`}
            options={totalStudentsOptions}
          />
          <TextField
            key={fields.expectedStudents.key}
            {...fieldProps(fields.expectedStudents)}
            label={t`Expected Students`}
            required
            type="number"
            inputMode="numeric"
            min={1}
            hint={t`How many students you expect to join ChangePath.`}
          />
        </div>
        <TextAreaField
          key={fields.entrepreneurshipPrograms.key}
          {...fieldProps(fields.entrepreneurshipPrograms)}
          label={t`Entrepreneurship Programs`}
          rows={3}
          placeholder={t`Incubators, E-cells, courses or events you already run`}
          maxLength={2000}
        />
      </Group>

      <Group title={t`Contact Information`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField key={fields.contactPersonName.key} {...fieldProps(fields.contactPersonName)} label={t`Contact Person Name`} required autoComplete="name" />
          <TextField key={fields.contactPersonTitle.key} {...fieldProps(fields.contactPersonTitle)} label={t`Contact Person Title`} required autoComplete="organization-title" placeholder={t`e.g. Dean of Students`} />
          <TextField key={fields.email.key} {...fieldProps(fields.email)} label={t`Email`} required type="email" autoComplete="email" />
          <TextField key={fields.phone.key} {...fieldProps(fields.phone)} label={t`Phone`} required type="tel" autoComplete="tel" />
          <TextField key={fields.website.key} {...fieldProps(fields.website)} label={t`Website`} type="url" autoComplete="url" placeholder={t`https://www.example.edu`} className="sm:col-span-2" />
        </div>
      </Group>

      <Group title={t`Partnership Details`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            key={fields.partnershipType.key}
            {...fieldProps(fields.partnershipType)}
            label={t`Partnership Type`}
            required
            placeholder={t`Select partnership type`}
            options={partnershipTypeOptions}
          />
          <SelectField
            key={fields.duration.key}
            {...fieldProps(fields.duration)}
            label={t`Duration`}
            required
            placeholder={t`Select duration`}
            options={durationOptions}
          />
        </div>
        <TextAreaField
          key={fields.additionalRequirements.key}
          {...fieldProps(fields.additionalRequirements)}
          label={t`Additional Requirements`}
          rows={3}
          maxLength={3000}
        />
        <div className="grid gap-2">
          <div className="flex items-start gap-3">
            <input
              key={terms.key}
              id={terms.id}
              name={terms.name}
              type="checkbox"
              required
              defaultChecked={terms.initialValue === 'on'}
              aria-invalid={terms.errors ? true : undefined}
              aria-describedby={terms.errors ? terms.errorId : undefined}
              className="mt-0.5 h-4 w-4 accent-blue-700"
            />
            <label htmlFor={terms.id} className="text-sm text-slate-900">
              <Trans>I accept the{' '}
              <Link to={paths.terms} className="font-medium text-blue-700 underline underline-offset-4">
                terms and conditions
              </Link>{' '}
              of the partnership program
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span></Trans>
            </label>
          </div>
          <FieldError id={terms.errorId}>{terms.errors ? terms.errors[0] : null}</FieldError>
        </div>
      </Group>

      <FormError message={formError} />
      <FormSuccess>
        {done ? <ApplicationSubmitted thanks={formMessages.universityThanks} summary={done.summary} statusPath={done.statusPath} /> : null}
      </FormSuccess>
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          <Send aria-hidden />
          {busy ? <Message text={formMessages.universitySubmitting} /> : t`Submit Application`}
        </Button>
      </div>
    </fetcher.Form>
  );
}
