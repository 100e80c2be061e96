// The same words through Lingui, with code-only strings around them: nothing to report.
import { Trans, useLingui } from '@lingui/react/macro';

export function Greeting({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <p className="text-sm text-slate-700" data-testid="greeting" aria-label={t`Greeting`} title={`${name} · ChangePath`}>
      <Trans>Welcome back, {name}</Trans>
    </p>
  );
}
