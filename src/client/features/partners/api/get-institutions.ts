/** `GET /api/institutions` → `{ institutions: [{ id, name }] }`: the approved partner institutions (spec §4 affiliation picker). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { partnerKeys } from './keys';

export interface Institution {
  id: string;
  name: string;
}

export function getInstitutions(): Promise<{ institutions: Institution[] }> {
  return apiFetch<{ institutions: Institution[] }>('/api/institutions');
}

export const institutionsQuery = queryOptions({ queryKey: partnerKeys.institutions, queryFn: getInstitutions, select: (d) => d.institutions });

export function useInstitutions() {
  return useQuery(institutionsQuery);
}
