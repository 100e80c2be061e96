/**
 * For tools that are interactive by nature (the AI chat dialog, the canvas editor, the deck builder, the
 * calculators): a plain note, shown only when the browser runs no JavaScript, saying what needs it. The page around
 * it still renders from the server. `instead` names what the person can do without scripts (e.g. a page that works
 * without them); by default, that everything else on ChangePath works.
 */
import { Trans, useLingui } from '@lingui/react/macro';

export function NeedsScripts({ what, instead }: { what: string; instead?: string }) {
  const { t } = useLingui();
  return (
    <noscript>
      <p role="note" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
        <Trans>{what} needs JavaScript, which is turned off or blocked in this browser.</Trans>{' '}
        {instead ?? t`Turn it on to use it; everything else on ChangePath works without it.`}
      </p>
    </noscript>
  );
}
