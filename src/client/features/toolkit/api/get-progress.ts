/**
 * `GET /api/toolkit/progress` (signed in) → the hub's Progress Dashboard numbers:
 * `{ canvases: { count, bestFilledBoxes }, decks: { count, bestCompletedSlides }, courses: { enrolled, completed }, talks: { upcoming, attended } }`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { ToolkitProgress } from '~/shared/toolkit-schemas';
import { toolkitKeys } from './keys';

export type { ToolkitProgress };

export function getProgress(): Promise<ToolkitProgress> {
  return ok(api.toolkit.progress.$get());
}

export const progressQuery = queryOptions({ queryKey: toolkitKeys.progress, queryFn: getProgress });

/** Only asks when `signedIn` (a visitor would get a 401). */
export function useProgress(signedIn: boolean) {
  return useQuery({ ...progressQuery, enabled: signedIn });
}
