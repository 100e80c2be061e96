/**
 * The Contact message form (spec §2.6): first name, last name, e-mail, topic tiles, subject and message, posted to
 * the /contact route action (contact-action.ts: stored and e-mailed to support, issue 8). It works before and
 * without scripts; once hydrated the browser checks the fields first and sends it in the background. Errors are
 * contactSchema's messages under their fields; on success the form clears and formMessages.contactThanks is shown.
 */
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { usePageForm } from '~/client/lib/use-page-form';
import { CONTACT_TOPICS, contactSchema, formMessages } from '~/shared/forms';
import type { ContactOutcome } from '../contact-action';
import { type FieldErrors, FormError, FormSuccess, TextAreaField, TextField, fieldErrors, focusFirstError } from '~/client/components/ui/form-fields';
import { contactTopicDescriptions } from '../forms-content';

const empty = { firstName: '', lastName: '', email: '', topic: CONTACT_TOPICS[0] as string, subject: '', message: '' };
type Values = typeof empty;
const ORDER = ['firstName', 'lastName', 'email', 'topic', 'subject', 'message'] as const;
const idOf = (f: string) => `contact-${f}`;

export function ContactForm() {
  const { fetcher, outcome, pageOutcome, busy, enhancedField } = usePageForm<ContactOutcome>();
  const [values, setValues] = useState<Values>(pageOutcome?.ok === false ? { ...empty, ...pageOutcome.values } : empty);
  const [errors, setErrors] = useState<FieldErrors>(pageOutcome?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(pageOutcome?.formError ?? null);
  const [sent, setSent] = useState(!!pageOutcome?.ok);
  const set = (k: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [k]: e.target.value }));
    setSent(false);
  };

  function onSubmit(e: FormEvent) {
    setFormError(null);
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      e.preventDefault();
      const errs = fieldErrors(parsed.error.issues);
      setErrors(errs);
      focusFirstError(errs, ORDER, idOf);
      return;
    }
    setErrors({});
  }

  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) {
      setValues(empty);
      setSent(true);
      return;
    }
    setErrors(outcome.fieldErrors ?? {});
    setFormError(outcome.formError ?? (outcome.fieldErrors ? null : 'Your message could not be sent. Please try again.'));
  }, [outcome]);

  return (
    <fetcher.Form method="post" id="contact-form" onSubmit={onSubmit} noValidate className="grid scroll-mt-24 gap-5" aria-labelledby="contact-form-heading">
      {enhancedField}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={idOf('firstName')} label="First name" name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField id={idOf('lastName')} label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <TextField id={idOf('email')} label="Email" type="email" name="email" autoComplete="email" required value={values.email} onChange={set('email')} error={errors.email} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">Topic</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CONTACT_TOPICS.map((topic, i) => (
            <label
              key={topic}
              className="flex cursor-pointer flex-col gap-1 rounded-lg border border-slate-300 p-3 text-sm hover:border-blue-700 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700"
            >
              <input
                type="radio"
                name="topic"
                id={i === 0 ? idOf('topic') : undefined}
                value={topic}
                checked={values.topic === topic}
                onChange={set('topic')}
                className="sr-only"
              />
              <span className="font-medium text-slate-900">{topic}</span>
              <span className="text-slate-700">{contactTopicDescriptions[topic]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField id={idOf('subject')} label="Subject" name="subject" value={values.subject} onChange={set('subject')} error={errors.subject} maxLength={200} />
      <TextAreaField id={idOf('message')} label="Message" name="message" required rows={6} value={values.message} onChange={set('message')} error={errors.message} maxLength={5000} />
      <FormError message={formError} />
      <FormSuccess>{sent ? formMessages.contactThanks : null}</FormSuccess>
      <div>
        <Button type="submit" disabled={busy}>
          <Send aria-hidden />
          {busy ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </fetcher.Form>
  );
}
