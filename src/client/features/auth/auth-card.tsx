/** The centred card every account page uses: the page's <h1>, a line under it, and the form. */
import type { ReactNode } from 'react';

export function AuthCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:px-6">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description ? <p className="mt-2 text-sm text-slate-700">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
