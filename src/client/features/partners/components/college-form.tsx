/**
 * Partner with Us application form: institutionName, location, contactPerson and
 * email required, numberOfStudents at least 1, an optional logo (PNG, JPG, JPEG or PDF, at most 5 MB; the server
 * checks the content too). Posted as multipart to the /partner route action (partner-actions.ts); it works before
 * and without scripts (`useSchemaForm`). The button reads 'Submitting Application...' while busy; on success the
 * form and the file input reset and 'Thank you! We'll review your submission soon.' shows with the entered data
 * and the private status link.
 */
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { FormError, FormSuccess, TextAreaField, TextField } from '~/client/components/ui/form-fields';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import { LOGO_ACCEPT, collegeFormSchema, formMessages } from '~/shared/forms';
import type { ApplicationDone } from '../partner-actions';
import { ApplicationSubmitted } from './application-submitted';
import { Message } from '~/client/lib/i18n';

export function CollegeForm() {
  const { t } = useLingui();
  const { fetcher, form, fields, onSubmit, formError, done, busy, enhancedField } = useSchemaForm<typeof collegeFormSchema, ApplicationDone>('college', collegeFormSchema);

  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      id={form.id}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-labelledby="college-form-heading"
    >
      {enhancedField}
      <input type="hidden" name="intent" value="college" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField key={fields.institutionName.key} {...fieldProps(fields.institutionName)} label={t`Institution Name`} required autoComplete="organization" />
        <TextField key={fields.location.key} {...fieldProps(fields.location)} label={t`Location`} required placeholder={t`City, State`} />
      </div>
      <TextAreaField key={fields.coursesOffered.key} {...fieldProps(fields.coursesOffered)} label={t`Courses Offered`} rows={3} placeholder={t`e.g. B.Tech, BBA, MBA`} maxLength={2000} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField key={fields.numberOfStudents.key} {...fieldProps(fields.numberOfStudents)} label={t`Number of Students`} type="number" inputMode="numeric" min={1} step={1} />
        <TextField key={fields.contactPerson.key} {...fieldProps(fields.contactPerson)} label={t`Contact Person`} required autoComplete="name" />
      </div>
      <TextField
        key={fields.email.key}
        {...fieldProps(fields.email)}
        label={t`Email`}
        type="email"
        required
        autoComplete="email"
        hint={t`Use this address to sign up later: it becomes your partner admin account once we approve your application.`}
      />
      <TextField
        key={fields.logo.key}
        {...fieldProps(fields.logo)}
        defaultValue={undefined}
        label={t`Institution Logo`}
        type="file"
        accept={LOGO_ACCEPT}
        hint={t`PNG, JPG, JPEG or PDF, up to 5 MB.`}
        className="[&_input]:h-auto [&_input]:py-1.5"
      />
      <FormError message={formError} />
      <FormSuccess>{done ? <ApplicationSubmitted thanks={formMessages.collegeThanks} summary={done.summary} statusPath={done.statusPath} /> : null}</FormSuccess>
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          <Send aria-hidden />
          {busy ? <Message text={formMessages.collegeSubmitting} /> : t`Submit Application`}
        </Button>
      </div>
    </fetcher.Form>
  );
}
