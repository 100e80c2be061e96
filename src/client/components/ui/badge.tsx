/** Small inline status or category label. */
import type { ComponentProps } from 'react';
import { cn } from './cn';

const variantClasses = {
  default: 'border-transparent bg-blue-700 text-white',
  secondary: 'border-transparent bg-slate-100 text-slate-800',
  outline: 'border-slate-300 text-slate-800',
  destructive: 'border-transparent bg-red-700 text-white',
} as const;

export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variantClasses }) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
