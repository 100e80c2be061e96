/**
 * `GET /api/certificates/{id}/verify` (public) → CertificateVerification. A 404 or 400 answer also means "no such
 * certificate", so it resolves to `{ valid: false, id }` rather than failing.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, ok } from '~/client/lib/api';
import type { CertificateVerification } from '~/shared/learning';
import { learningKeys } from './keys';

export async function verifyCertificate(id: string): Promise<CertificateVerification> {
  try {
    return await ok(api.certificates[':id'].verify.$get({ param: { id: encodeURIComponent(id) } }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { valid: false, id };
    throw error;
  }
}

export const verificationQuery = (id: string) =>
  queryOptions({ queryKey: learningKeys.verification(id), queryFn: () => verifyCertificate(id) });

export function useCertificateVerification(id: string) {
  return useQuery(verificationQuery(id));
}
