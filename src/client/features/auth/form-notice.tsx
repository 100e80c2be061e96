/**
 * The outcome of an account form posted without scripts (or before they ran), shown in the page the server sends
 * back: an error as an alert, a success as a status. Hydrated forms show the same texts as toasts instead.
 */
import type { ReactNode } from 'react';

export function FormNotice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-md border p-3 text-sm ${kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'}`}
    >
      {children}
    </div>
  );
}
