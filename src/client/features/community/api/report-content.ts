/** `POST /api/community/reports` {postId | commentId, reason} (signed in) → 201 `{ id }`; 409 when already reported. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { communityKeys } from './keys';

export type ReportTarget = { postId: string } | { commentId: string };

export function reportContent(input: ReportTarget & { reason: string }): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/community/reports', { method: 'POST', json: input });
}

export function useReportContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.reports }),
  });
}
