/**
 * `GET /api/toolkit/progress` (signed in) → the hub's Progress Dashboard numbers (spec §2.11):
 * `{ canvases: { count, bestFilledBoxes }, decks: { count, bestCompletedSlides }, courses: { enrolled, completed }, talks: { upcoming, attended } }`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { toolkitKeys } from './keys';

export interface ToolkitProgress {
  canvases: { count: number; bestFilledBoxes: number };
  decks: { count: number; bestCompletedSlides: number };
  courses: { enrolled: number; completed: number };
  talks: { upcoming: number; attended: number };
}

export function getProgress(): Promise<ToolkitProgress> {
  return apiFetch<ToolkitProgress>('/api/toolkit/progress');
}

export const progressQuery = queryOptions({ queryKey: toolkitKeys.progress, queryFn: getProgress });

/** Only asks when `signedIn` (a visitor would get a 401). */
export function useProgress(signedIn: boolean) {
  return useQuery({ ...progressQuery, enabled: signedIn });
}
