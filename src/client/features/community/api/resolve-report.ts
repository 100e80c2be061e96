/**
 * `POST /api/admin/community/reports/{id}/resolve` {action} (admin): 'hide' hides the reported post or reply,
 * 'restore' shows it again, 'dismiss' leaves it as it is. Refreshes the queue and the community lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { communityKeys } from './keys';

export type ReportAction = 'hide' | 'restore' | 'dismiss';

export function resolveReport({ reportId, action }: { reportId: string; action: ReportAction }) {
  return ok(api.admin.community.reports[':id'].resolve.$post({ param: { id: reportId }, json: { action } }));
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: communityKeys.reports }), queryClient.invalidateQueries({ queryKey: communityKeys.all })]),
  });
}
