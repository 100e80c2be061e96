/** `POST /api/demo-requests` (demoSchema) → 201 `{ id }`: stored and confirmed by e-mail (spec §2.7, §3.9, issue 8). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '~/client/lib/api';
import type { demoSchema } from '~/shared/forms';

export type DemoInput = z.output<typeof demoSchema>;

export function requestDemo(input: DemoInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/demo-requests', { method: 'POST', json: input });
}

export function useRequestDemo() {
  return useMutation({ mutationFn: requestDemo });
}
