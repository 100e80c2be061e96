/**
 * The admin portal's navigation: plain links to the overview (every section) and to each section alone
 * (`/admin-dashboard?section=<id>`), the current one marked `aria-current="page"` by the server, in a navigation
 * landmark named 'Admin sections'. The way back to the public site is in the portal's header. Wraps at phone widths.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Message } from '~/client/lib/i18n';
import { Link } from 'react-router';
import { type AdminSectionId, adminSections } from '~/client/config/navigation';
import { paths } from '~/shared/paths';

/** `/admin-dashboard` for the overview (null), `/admin-dashboard?section=<id>` for one section. */
export function adminSectionHref(section: AdminSectionId | null): string {
  return section ? `${paths.adminDashboard}?section=${section}` : paths.adminDashboard;
}

const linkClass =
  'inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-800 aria-[current=page]:underline';

export function AdminNav({ current }: { current: AdminSectionId | null }) {
  const { t } = useLingui();
  const items = [{ id: null, label: msg`Overview` }, ...adminSections];
  return (
    <nav aria-label={t`Admin sections`} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-2">
        {items.map((item) => (
          <li key={item.id ?? 'overview'}>
            <Link to={adminSectionHref(item.id)} className={linkClass} aria-current={item.id === current ? 'page' : undefined}>
              <Message text={item.label} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
