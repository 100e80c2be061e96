/**
 * The Contact message form: first name, last name, e-mail, topic tiles, subject and message, posted to
 * the /contact route action (form-actions.ts: stored and e-mailed to support). It works before and
 * without scripts; once hydrated the browser checks the fields first and sends it in the background
 * (`useSchemaForm`). Errors are contactSchema's messages under their fields; on success the form clears and
 * formMessages.contactThanks is shown.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import { CONTACT_TOPICS, contactSchema, formMessages } from '~/shared/forms';
import { FormError, FormSuccess, TextAreaField, TextField } from '~/client/components/ui/form-fields';
import { contactTopicDescriptions, contactTopicLabels } from '../forms-content';
import { Message } from '~/client/lib/i18n';

export function ContactForm() {
  const { i18n, t } = useLingui();
  const { fetcher, form, fields, onSubmit, formError, done, busy, enhancedField } = useSchemaForm('contact-form', contactSchema, { defaultValue: { topic: CONTACT_TOPICS[0] } });
  const topic = fields.topic.initialValue;

  return (
    <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="grid scroll-mt-24 gap-5" aria-labelledby="contact-form-heading">
      {enhancedField}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          key={fields.firstName.key}
          {...fieldProps(fields.firstName)}
          label={t`First name`}
          autoComplete="given-name"
        />
        <TextField
          key={fields.lastName.key}
          {...fieldProps(fields.lastName)}
          label={t`Last name`}
          autoComplete="family-name"
        />
      </div>
      <TextField
        key={fields.email.key}
        {...fieldProps(fields.email)}
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
      />
      <fieldset className="grid gap-2" key={fields.topic.key}>
        <legend className="mb-2 text-sm font-medium text-slate-900"><Trans>Topic</Trans></legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CONTACT_TOPICS.map((t, i) => (
            <label
              key={t}
              className="flex cursor-pointer flex-col gap-1 rounded-lg border border-slate-300 p-3 text-sm hover:border-blue-700 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700"
            >
              <input type="radio" name={fields.topic.name} id={i === 0 ? fields.topic.id : undefined} value={t} defaultChecked={topic === t} className="sr-only" />
              <span className="font-medium text-slate-900">{i18n._(contactTopicLabels[t])}</span>
              <span className="text-slate-700">{i18n._(contactTopicDescriptions[t])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        key={fields.subject.key}
        {...fieldProps(fields.subject)}
        label={t`Subject`}
        maxLength={200}
      />
      <TextAreaField
        key={fields.message.key}
        {...fieldProps(fields.message)}
        label={t`Message`}
        required
        rows={6}
        maxLength={5000}
      />
      <FormError message={formError} />
      <FormSuccess>{done ? <Message text={formMessages.contactThanks} /> : null}</FormSuccess>
      <div>
        <Button type="submit" disabled={busy}>
          <Send aria-hidden />
          {busy ? t`Sending...` : t`Send Message`}
        </Button>
      </div>
    </fetcher.Form>
  );
}
