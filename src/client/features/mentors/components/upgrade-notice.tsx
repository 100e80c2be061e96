/** The free plan's offer to upgrade: learningMessages.upgradeToBook and a link to /pricing. */
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { learningMessages } from '~/shared/learning';
import { paths } from '~/shared/paths';

export function UpgradeNotice() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="upgrade-notice">
      <p className="flex items-start gap-2 text-amber-950">
        <Sparkles className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        {learningMessages.upgradeToBook}
      </p>
      <Link to={paths.pricing} className={buttonVariants({ className: 'shrink-0' })}>
        See plans
      </Link>
    </div>
  );
}
