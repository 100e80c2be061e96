/** `POST /api/partnerships/status/{token}/reply` `{ message }` → `{ replied: true }`: the applicant answers a request for more information. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { partnerKeys } from './keys';

export function replyToApplication({ token, message }: { token: string; message: string }) {
  return ok(api.partnerships.status[':token'].reply.$post({ param: { token: encodeURIComponent(token) }, json: { message } }));
}

export function useReplyToApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToApplication({ token, message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.status(token) }),
  });
}
