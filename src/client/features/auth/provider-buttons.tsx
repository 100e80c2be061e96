/**
 * 'Continue with …' buttons, one per sign-in provider the server has configured (redirect to
 * /dashboard on the site's own origin). No provider configured = no buttons.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { toast } from '~/client/components/ui/use-toast';
import { authClient } from '~/client/lib/auth-client';
import { usePublicConfig } from '~/client/lib/public-config';
import { toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { authErrorMessage } from '~/client/lib/auth-errors';

export function ProviderButtons() {
  const { data: config } = usePublicConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const providers = config?.providers ?? [];
  if (!providers.length) return null;

  async function start(id: string) {
    setBusy(id);
    const { error } = await authClient.signIn.social({
      provider: id,
      callbackURL: paths.dashboard,
      errorCallbackURL: paths.signIn,
    });
    if (error) {
      setBusy(null);
      toast({ title: toastTitles.error, description: authErrorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3 text-xs uppercase text-slate-700" aria-hidden>
        <Trans><span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" /></Trans>
      </div>
      {providers.map((p) => (
        <Button key={p.id} type="button" variant="outline" disabled={busy !== null} onClick={() => start(p.id)}>
          <Trans>Continue with {p.name}</Trans>
        </Button>
      ))}
    </div>
  );
}
