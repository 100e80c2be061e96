/** The top of a toolkit page: its one <h1> and intro paragraph (from ~/client/config/pages), on a wide layout. */
import { Message } from '~/client/lib/i18n';
import type { ReactNode } from 'react';
import type { PageCopy } from '~/client/config/pages';

export function ToolkitPage({ copy, children }: { copy: PageCopy; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"><Message text={copy.heading} /></h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700"><Message text={copy.intro} /></p>
      {children}
    </div>
  );
}
