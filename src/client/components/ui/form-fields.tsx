/**
 * Labelled form controls shared by the features' forms (public forms, partnerships, profile, the account forms).
 * Each control has a visible <label>; a required field shows a red '*' (hidden from screen readers, which get
 * `required` instead); a field error is rendered under its field with role="alert" and linked by aria-describedby,
 * with aria-invalid set. `Field` is the account forms' compact input, without hint or required mark.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { Textarea } from '~/client/components/ui/textarea';
import { Message, useText } from '~/client/lib/i18n';
import { type Text } from '~/shared/messages';

/** Field errors keyed by schema field name: the first message per field. */
export type FieldErrors = Record<string, string>;

/** First message per field of a zod error, keyed by top-level field name. */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? '');
    if (!(key in out)) out[key] = i.message;
  }
  return out;
}

/**
 * Moves focus to the first field (in `order`) that has an error, so keyboard and screen-reader users land on
 * it. `idOf` maps a field name to its control's id. Runs after React has rendered the error messages.
 */
export function focusFirstError(errors: FieldErrors, order: readonly string[], idOf: (field: string) => string) {
  const first = order.find((f) => errors[f]);
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
}

/** The ids a control's aria-describedby should name: its hint and its error, when present. */
function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * A field's error message under it: announced when it appears (role="alert"), with the id the control's
 * aria-describedby names. Renders nothing without a message, so callers pass the error as it is; a message that is a
 * registered text's English (a zod message) shows in the page's language.
 */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {typeof children === 'string' ? <Message text={children} /> : children}
    </p>
  );
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </Label>
  );
}

function FieldHelp({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  );
}

interface BaseProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/**
 * A labelled input named after its id, with its error announced to assistive technology (role="alert"): the compact
 * field of the account forms (sign-in, sign-up, password reset, profile), without a hint or a required mark.
 */
export function Field({ id, label, error, ...props }: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled single-line input. */
export function TextField({ id, label, error, hint, required, className, ...props }: BaseProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <div className={`grid content-start gap-2 ${className ?? ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Input id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props} />
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ id, label, error, hint, required, className, ...props }: BaseProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <div className={`grid content-start gap-2 ${className ?? ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Textarea id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props} />
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A labelled native select (it works before and without scripts, and phones show their own picker). The first
 * option is the placeholder with value '' (nothing chosen); `options` values must be non-empty.
 */
export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...props
}: BaseProps & Omit<ComponentProps<'select'>, 'id'> & { options: ReadonlyArray<{ value: string; label: Text }>; placeholder: string }) {
  const show = useText();
  return (
    <div className={`grid content-start gap-2 ${className ?? ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="flex h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-700"
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {show(o.label)}
          </option>
        ))}
      </select>
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  );
}

/** A form-level error (e.g. the server refused the submission), announced when it appears. */
export function FormError({ message }: { message?: Text | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
      <Message text={message} />
    </p>
  );
}

/**
 * A polite live region that is always in the page (so what appears in it is read out without moving focus);
 * it shows as a green panel only while it has content, e.g. a form's thank-you message.
 */
export function FormSuccess({ children, className }: { children?: ReactNode; className?: string }) {
  const shown = children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div role="status" className={shown ? `rounded-md border border-green-300 bg-green-50 p-4 text-sm text-slate-900 ${className ?? ''}` : undefined}>
      {shown ? children : null}
    </div>
  );
}
