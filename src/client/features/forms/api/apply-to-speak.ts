/** `POST /api/speaker-applications` (speakerSchema) → 201 `{ id }`: stored for admin review, confirmed by e-mail (issue 8). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '~/client/lib/api';
import type { speakerSchema } from '~/shared/forms';

export type SpeakerInput = z.output<typeof speakerSchema>;

export function applyToSpeak(input: SpeakerInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/speaker-applications', { method: 'POST', json: input });
}

export function useApplyToSpeak() {
  return useMutation({ mutationFn: applyToSpeak });
}
