/** /admin (linked from the header's Admin button): sends the visitor on to the admin dashboard. */
import { redirect } from 'react-router';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { paths } from '~/shared/paths';
import type { Route } from './+types/admin';

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.admin, [], args);

export function loader() {
  return redirect(paths.adminDashboard);
}

export default function AdminRedirect() {
  return null;
}
