/** `GET /api/partner-admin/events` → `{ proposals }`: the institution's event proposals (spec §2.7 Exclusive Events; issue 8). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { partnerKeys } from './keys';

export interface EventProposal {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  proposed_date: string;
  speaker_name: string;
  /** 'proposed' | 'approved' | 'rejected'. */
  status: string;
  description?: string;
  institution_name?: string;
  created_at?: string;
}

export function getPartnerEvents(): Promise<{ proposals: EventProposal[] }> {
  return apiFetch<{ proposals: EventProposal[] }>('/api/partner-admin/events');
}

export const partnerEventsQuery = queryOptions({ queryKey: partnerKeys.partnerAdminEvents, queryFn: getPartnerEvents, select: (d) => d.proposals });

export function usePartnerEvents(enabled: boolean) {
  return useQuery({ ...partnerEventsQuery, enabled });
}
