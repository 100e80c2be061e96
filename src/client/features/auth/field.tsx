/** A labelled input with its error announced to assistive technology (role="alert"). */
import type { ComponentProps } from 'react';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';

export function Field({ id, label, error, ...props }: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { fieldErrors } from '~/client/components/ui/form-fields';
