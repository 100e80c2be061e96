/** `GET /api/admin/event-proposals` → `{ proposals }`: partner institutions' event proposals awaiting the ChangeTalks admin. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { partnerKeys } from './keys';

export function getEventProposals() {
  return ok(api.admin['event-proposals'].$get());
}

export const eventProposalsQuery = queryOptions({ queryKey: partnerKeys.adminEventProposals, queryFn: getEventProposals, select: (d) => d.proposals });

export function useAdminEventProposals() {
  return useQuery(eventProposalsQuery);
}
