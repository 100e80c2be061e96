/**
 * Book a Demo's 'Request Your Demo' form: Full Name, Email Address and Organization
 * required, e-mail of e-mail type; Your Role is labelled required but not enforced; role and time options
 * from DEMO_ROLES / DEMO_TIMES; 'Schedule Demo'. Posted to the /demo route action (form-actions.ts: stored,
 * confirmed by e-mail); it works before and without scripts (`useSchemaForm`).
 */
import { useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import { DEMO_ROLES, DEMO_TIMES, demoSchema, formMessages } from '~/shared/forms';
import { FormError, FormSuccess, SelectField, TextAreaField, TextField } from '~/client/components/ui/form-fields';
import { Message } from '~/client/lib/i18n';

/** Today's date as YYYY-MM-DD in the browser's time zone. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function DemoForm() {
  const { t } = useLingui();
  const { fetcher, form, fields, onSubmit, formError, done, busy, enhancedField } = useSchemaForm('demo', demoSchema);
  // The earliest date is set after hydration: the server cannot know the browser's "today".
  const [minDate, setMinDate] = useState<string | undefined>(undefined);
  useEffect(() => setMinDate(today()), []);

  return (
    <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="demo-form-heading">
      {enhancedField}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          key={fields.name.key}
          {...fieldProps(fields.name)}
          label={t`Full Name`}
          required
          autoComplete="name"
        />
        <TextField
          key={fields.email.key}
          {...fieldProps(fields.email)}
          label={t`Email Address`}
          type="email"
          required
          autoComplete="email"
        />
        <TextField
          key={fields.organization.key}
          {...fieldProps(fields.organization)}
          label={t`Organization`}
          required
          autoComplete="organization"
        />
        <SelectField
          key={fields.role.key}
          {...fieldProps(fields.role)}
          label={t`Your Role`}
          required
          placeholder={t`Select your role`}
          options={DEMO_ROLES}
        />
        <TextField
          key={fields.preferredDate.key}
          {...fieldProps(fields.preferredDate)}
          label={t`Preferred Date`}
          type="date"
          min={minDate}
        />
        <SelectField
          key={fields.preferredTime.key}
          {...fieldProps(fields.preferredTime)}
          label={t`Preferred Time`}
          placeholder={t`Select a time`}
          options={DEMO_TIMES}
          hint={t`Indian Standard Time (IST)`}
        />
      </div>
      <TextAreaField
        key={fields.message.key}
        {...fieldProps(fields.message)}
        label={t`Additional Information`}
        rows={5}
        placeholder={t`Tell us about your institution and what you would like to see`}
        maxLength={3000}
      />
      <FormError message={formError} />
      <FormSuccess>{done ? <Message text={formMessages.demoThanks} /> : null}</FormSuccess>
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          <CalendarCheck aria-hidden />
          {busy ? t`Submitting...` : t`Schedule Demo`}
        </Button>
      </div>
    </fetcher.Form>
  );
}
