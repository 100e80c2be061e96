/** `GET /api/partner-admin/events` → `{ proposals }`: the institution's event proposals for Exclusive Events. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { EventProposal } from '~/shared/partners';
import { partnerKeys } from './keys';

export type { EventProposal };

export function getPartnerEvents() {
  return ok(api['partner-admin'].events.$get());
}

export const partnerEventsQuery = queryOptions({ queryKey: partnerKeys.partnerAdminEvents, queryFn: getPartnerEvents, select: (d) => d.proposals });

export function usePartnerEvents(enabled: boolean) {
  return useQuery({ ...partnerEventsQuery, enabled });
}
