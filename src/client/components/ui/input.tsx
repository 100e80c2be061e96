/** Single-line text input styled to match the other form controls; pair it with <Label htmlFor>. */
import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
