/** `POST /api/community/reports` {postId | commentId, reason} (signed in) → 201 `{ id }`; 409 when already reported. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { communityKeys } from './keys';

export type ReportTarget = { postId: string } | { commentId: string };

export function reportContent(input: ReportTarget & { reason: string }) {
  return ok(api.community.reports.$post({ json: input }));
}

export function useReportContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.reports }),
  });
}
