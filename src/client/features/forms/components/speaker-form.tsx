/**
 * The speaker application form (`/become-speaker`): name, e-mail, topic, bio and links, posted to the
 * route action (form-actions.ts: stored for admin review, confirmed by e-mail); it works before and without
 * scripts (`useSchemaForm`). Errors are speakerSchema's messages under their fields; on success the form clears
 * and formMessages.speakerThanks is shown.
 */
import { useLingui } from '@lingui/react/macro';
import { Mic } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import { formMessages, speakerSchema } from '~/shared/forms';
import { FormError, FormSuccess, TextAreaField, TextField } from '~/client/components/ui/form-fields';
import { Message } from '~/client/lib/i18n';

export function SpeakerForm() {
  const { t } = useLingui();
  const { fetcher, form, fields, onSubmit, formError, done, busy, enhancedField } = useSchemaForm('speaker', speakerSchema);

  return (
    <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="speaker-form-heading">
      {enhancedField}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField key={fields.name.key} {...fieldProps(fields.name)} label={t`Name`} required autoComplete="name" />
        <TextField key={fields.email.key} {...fieldProps(fields.email)} label={t`Email`} type="email" required autoComplete="email" />
      </div>
      <TextField
        key={fields.topic.key}
        {...fieldProps(fields.topic)}
        label={t`Talk topic`}
        required
        placeholder={t`e.g. Switching from engineering to product management`}
        maxLength={200}
      />
      <TextAreaField
        key={fields.bio.key}
        {...fieldProps(fields.bio)}
        label={t`Short bio`}
        required
        rows={5}
        hint={t`Who you are, what you do and why this topic matters to you.`}
        maxLength={3000}
      />
      <TextAreaField
        key={fields.links.key}
        {...fieldProps(fields.links)}
        label={t`Links`}
        rows={3}
        hint={t`Your website, LinkedIn profile or earlier talks, one per line.`}
        maxLength={1000}
      />
      <FormError message={formError} />
      <FormSuccess>{done ? <Message text={formMessages.speakerThanks} /> : null}</FormSuccess>
      <div>
        <Button type="submit" disabled={busy}>
          <Mic aria-hidden />
          {busy ? t`Submitting...` : t`Submit Application`}
        </Button>
      </div>
    </fetcher.Form>
  );
}
