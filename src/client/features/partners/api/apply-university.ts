/** `POST /api/partnerships/university` (universitySchema, JSON) → 201 `{ id, statusUrl }` (spec §2.7, §3.9, §5; issue 8). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '~/client/lib/api';
import type { universitySchema } from '~/shared/forms';
import type { ApplicationCreated } from './apply-college';

export type UniversityInput = z.output<typeof universitySchema>;

export function applyUniversity(input: UniversityInput): Promise<ApplicationCreated> {
  return apiFetch<ApplicationCreated>('/api/partnerships/university', { method: 'POST', json: input });
}

export function useApplyUniversity() {
  return useMutation({ mutationFn: applyUniversity });
}
