/** The free plan's offer to upgrade, before any slot is picked: learningMessages.upgradeToBook, Premium's checkout and /pricing. */
import { Trans } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { Message } from '~/client/lib/i18n';
import { learningMessages } from '~/shared/learning';
import { paths } from '~/shared/paths';
import { checkoutPath } from '~/shared/plans';

export function UpgradeNotice() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="upgrade-notice">
      <p className="flex items-start gap-2 text-amber-950">
        <Sparkles className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <Message text={learningMessages.upgradeToBook} />
      </p>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        <Link to={checkoutPath()} className={buttonVariants({ className: 'shrink-0' })}>
          <Trans>Get Premium</Trans>
        </Link>
        <Link to={paths.pricing} className="font-medium text-blue-800 underline underline-offset-2">
          <Trans>See plans</Trans>
        </Link>
      </div>
    </div>
  );
}
