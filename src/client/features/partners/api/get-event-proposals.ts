/** `GET /api/admin/event-proposals` → `{ proposals }`: partner institutions' event proposals awaiting the ChangeTalks admin (issue 8). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { EventProposal } from './get-partner-events';
import { partnerKeys } from './keys';

export function getEventProposals(): Promise<{ proposals: EventProposal[] }> {
  return apiFetch<{ proposals: EventProposal[] }>('/api/admin/event-proposals');
}

export const eventProposalsQuery = queryOptions({ queryKey: partnerKeys.adminEventProposals, queryFn: getEventProposals, select: (d) => d.proposals });

export function useAdminEventProposals() {
  return useQuery(eventProposalsQuery);
}
