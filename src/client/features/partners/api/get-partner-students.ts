/**
 * `GET /api/partner-admin/students` → `{ students: [{ name, email, affiliated_at }] }`: the students affiliated
 * with the partner admin's institution. The same list downloads as CSV and PDF.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { partnerKeys } from './keys';

export const studentsCsvUrl = `/api${api['partner-admin']['students.csv'].$path()}`;
export const studentsPdfUrl = `/api${api['partner-admin']['students.pdf'].$path()}`;

export function getPartnerStudents() {
  return ok(api['partner-admin'].students.$get());
}

export const partnerStudentsQuery = queryOptions({ queryKey: partnerKeys.partnerAdminStudents, queryFn: getPartnerStudents, select: (d) => d.students });

export function usePartnerStudents(enabled: boolean) {
  return useQuery({ ...partnerStudentsQuery, enabled });
}
