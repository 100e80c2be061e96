/**
 * The career profile form: current stage (a radio group), field or degree (≤ 100 characters), goal
 * (≤ 300) and the language examples are given in. One form for /welcome and the 'Career profile' section of
 * /profile, posted to the page's action (career-profile-actions.ts) through the one form pattern (`useSchemaForm`):
 * it works before and without scripts, and once hydrated the same schema checks it in the browser first.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '~/client/components/ui/button';
import { FormError, FormSuccess, SelectField, TextAreaField, TextField, FieldError } from '~/client/components/ui/form-fields';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import {
  CAREER_FIELD_MAX_LENGTH,
  CAREER_GOAL_MAX_LENGTH,
  CAREER_STAGES,
  type CareerProfile,
  DEFAULT_EXAMPLE_LANGUAGE,
  EXAMPLE_LANGUAGES,
  careerProfileInputSchema,
  careerProfileMessages,
} from '~/shared/career-profile';
import { CAREER_PROFILE_INTENT } from './career-profile-actions';
import { Message } from '~/client/lib/i18n';

const LANGUAGE_OPTIONS = EXAMPLE_LANGUAGES.map((l) => ({ value: l, label: l }));

export function CareerProfileForm({ profile, submitLabel, children }: { profile: CareerProfile | null; submitLabel: string; children?: ReactNode }) {
  const { t } = useLingui();
  const { fetcher, form, fields, onSubmit, formError, done, busy, enhancedField } = useSchemaForm('career-profile', careerProfileInputSchema, {
    defaultValue: {
      stage: profile?.stage ?? undefined,
      field: profile?.field ?? '',
      goal: profile?.goal ?? '',
      example_language: (profile?.example_language as (typeof EXAMPLE_LANGUAGES)[number] | undefined) ?? DEFAULT_EXAMPLE_LANGUAGE,
    },
  });
  const stage = fields.stage;
  const stageError = stage.errors?.[0];
  const picked = typeof stage.initialValue === 'string' ? stage.initialValue : undefined;
  return (
    <fetcher.Form method="post" id={form.id} onSubmit={onSubmit} noValidate className="grid gap-5">
      {enhancedField}
      <input type="hidden" name="intent" value={CAREER_PROFILE_INTENT} />
      <fieldset key={stage.key} className="grid gap-2" aria-describedby={stageError ? `${stage.id}-error` : undefined} aria-invalid={stageError ? true : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-900">
          <Trans>Where are you now?
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span></Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CAREER_STAGES.map((s, i) => (
            <label
              key={s.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                name={stage.name}
                id={i === 0 ? stage.id : undefined}
                value={s.value}
                defaultChecked={picked === s.value}
                required
                className="h-4 w-4 accent-blue-700"
              />
              {s.label}
            </label>
          ))}
        </div>
        <FieldError id={`${stage.id}-error`}>{stageError}</FieldError>
      </fieldset>
      <TextField
        key={fields.field.key}
        {...fieldProps(fields.field)}
        label={t`Field of study, degree or work`}
        maxLength={CAREER_FIELD_MAX_LENGTH}
        hint={t`For example B.Com, Class 11 science, or accounting. Up to ${CAREER_FIELD_MAX_LENGTH} characters.`}
      />
      <TextAreaField
        key={fields.goal.key}
        {...fieldProps(fields.goal)}
        label={t`Your goal`}
        rows={3}
        maxLength={CAREER_GOAL_MAX_LENGTH}
        hint={t`What do you want to do next? Up to ${CAREER_GOAL_MAX_LENGTH} characters.`}
      />
      <SelectField
        key={fields.example_language.key}
        {...fieldProps(fields.example_language)}
        label={t`Language for examples`}
        placeholder={t`Choose a language`}
        options={LANGUAGE_OPTIONS}
        hint={t`When ChangePath is connected to an AI model, the mentor gives examples in this language where it can; the built-in offline mentor answers in English.`}
      />
      <FormError message={formError} />
      <FormSuccess>{done ? <Message text={careerProfileMessages.saved} /> : null}</FormSuccess>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t`Saving...` : submitLabel}
        </Button>
        {children}
      </div>
    </fetcher.Form>
  );
}
