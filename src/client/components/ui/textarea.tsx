/** Multi-line text input styled like <Input>; pair it with <Label htmlFor>. */
import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-24 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
