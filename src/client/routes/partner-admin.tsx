/**
 * /partner-admin, Partner Admin Dashboard: Student Users and Exclusive Events & Workshops for
 * partner admins (the API enforces it); everyone else gets a short explanation and a link to /partner. The dashboard
 * is loaded by scripts; without them the page says so (it showed 'Checking your access...' for ever).
 */
import { useLingui } from '@lingui/react/macro';
import { NeedsScripts } from '~/client/components/layout/needs-scripts';
import { PageIntro } from '~/client/components/layout/page-intro';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { PartnerAdminDashboard } from '~/client/features/partners/components/partner-admin-dashboard';
import type { Route } from './+types/partner-admin';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.partnerAdmin, [{ name: 'robots', content: 'noindex' }], args);

export default function PartnerAdminPage() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro copy={pageCopy.partnerAdmin} />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
        <NeedsScripts what={t`The Partner Admin Dashboard`} />
        <PartnerAdminDashboard />
      </div>
    </>
  );
}
