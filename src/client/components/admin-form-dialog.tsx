/**
 * What the admin's add/edit dialogs have in common (a ChangeTalk, a mentor): the dialog around a form that starts
 * from the item's current values at every opening, a labelled control with its hint and error linked for assistive
 * technology, the Featured checkbox, and the Cancel / Create / Update buttons. Each feature keeps its own fields and
 * its own save.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '~/client/components/ui/form-fields';
import { Fragment, type ReactNode } from 'react';
import { Button } from '~/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/client/components/ui/dialog';
import { Label } from '~/client/components/ui/label';

/** The classes of a native `<select>` in these forms (a red border while its value is refused). */
export const nativeSelectClass = 'flex h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';

/**
 * The dialog: `title` and `description` at the top, then `children` (the form) while open. The form is mounted anew
 * at each opening and whenever `formKey` changes (another item), so it starts from that item's values.
 */
export function AdminFormDialog({
  open,
  onOpenChange,
  title,
  description,
  formKey,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  formKey: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? <Fragment key={formKey}>{children}</Fragment> : null}
      </DialogContent>
    </Dialog>
  );
}

/** What a control needs to be named, labelled and described: spread it on the `<input>`, `<textarea>` or `<select>`. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * Label (visible, or for screen readers only with `srLabel`), the control `children` renders with `ControlProps`,
 * an optional hint and the field's error (role="alert"). `name` is the posted field's name (default: `id`).
 */
export function ControlField({
  id,
  name,
  label,
  srLabel,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  name?: string;
  label: string;
  srLabel?: boolean;
  required?: boolean;
  error?: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} className={srLabel ? 'sr-only' : undefined}>
        {label}
        {required ? (
          <span aria-hidden className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children({ id, name: name ?? id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The Featured checkbox with its label beside it; `name` makes it part of a natively posted form ('on' when ticked). */
export function FeaturedCheckbox({ id, name, label, checked, onChange }: { id: string; name?: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} name={name} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4 rounded border-slate-400 accent-blue-700" />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/**
 * Cancel, and the submit button: 'Saving...' while `pending`, else 'Update <noun>' when editing or 'Create <noun>'
 * (the whole label per kind of record, so that a language words it its own way).
 */
export function AdminFormFooter({ noun, editing, pending, onCancel }: { noun: 'mentor' | 'talk'; editing: boolean; pending: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  const submit = noun === 'mentor' ? (editing ? t`Update Mentor` : t`Create Mentor`) : editing ? t`Update ChangeTalk` : t`Create ChangeTalk`;
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t`Saving...` : submit}
      </Button>
    </DialogFooter>
  );
}
