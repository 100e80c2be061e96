/** `POST /api/contact` (contactSchema) → 201 `{ id }`: stored, e-mailed to support, confirmation to the sender (spec §2.6, issue 8). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '~/client/lib/api';
import type { contactSchema } from '~/shared/forms';

export type ContactInput = z.output<typeof contactSchema>;

export function sendContact(input: ContactInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/contact', { method: 'POST', json: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
