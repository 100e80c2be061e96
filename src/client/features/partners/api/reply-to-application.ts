/** `POST /api/partnerships/status/:token/reply` `{ message }` → 200: the applicant answers a request for more information. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { partnerKeys } from './keys';

export function replyToApplication({ token, message }: { token: string; message: string }): Promise<unknown> {
  return apiFetch(`/api/partnerships/status/${encodeURIComponent(token)}/reply`, { method: 'POST', json: { message } });
}

export function useReplyToApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToApplication({ token, message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.status(token) }),
  });
}
