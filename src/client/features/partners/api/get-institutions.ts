/** `GET /api/institutions` → `{ institutions: [{ id, name }] }`: the approved partner institutions (for the affiliation picker). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { partnerKeys } from './keys';

export function getInstitutions() {
  return ok(api.institutions.$get());
}

export const institutionsQuery = queryOptions({ queryKey: partnerKeys.institutions, queryFn: getInstitutions, select: (d) => d.institutions });

export function useInstitutions() {
  return useQuery(institutionsQuery);
}
