/**
 * `POST /api/partnerships/college` (multipart: collegeSchema fields + optional `logo` file, PNG/JPG/JPEG/PDF by
 * content, at most 5 MB) → 201 `{ id, statusUrl }` (spec §2.7, §3.9, §5; issue 8). A refused logo answers
 * 413 or 400 with formMessages.logoTooLarge / logoType.
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '~/client/lib/api';
import type { collegeSchema } from '~/shared/forms';

export type CollegeInput = z.output<typeof collegeSchema>;
export interface ApplicationCreated {
  id: string;
  /** The applicant's private status page (a path or an absolute URL). */
  statusUrl: string;
}

export async function applyCollege({ input, logo }: { input: CollegeInput; logo: File | null }): Promise<ApplicationCreated> {
  const body = new FormData();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== '') body.append(k, String(v));
  if (logo) body.append('logo', logo);
  // Multipart goes through fetch directly (apiFetch sends JSON); the browser sets the boundary header.
  const res = await fetch('/api/partnerships/college', { method: 'POST', body, credentials: 'same-origin' });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const err = (json as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(res.status, err?.code ?? 'internal', err?.message ?? `Request failed (${res.status})`);
  }
  return json as ApplicationCreated;
}

export function useApplyCollege() {
  return useMutation({ mutationFn: applyCollege });
}
