/**
 * Who is looking, for the queries whose answer depends on the viewer (courses, certificates, mentors, bookings):
 * `ready` once the session has loaded (queries wait for it, so a signed-in viewer never sees the visitor's answer
 * first), `signedIn`, the cache key part (`key`) and the name. The session comes with the page (the root loader
 * seeds it), so pages render with this viewer's data. It does not carry the plan (the mentors' `useMyPlan` asks).
 */
import { useSession } from './session';

export interface Viewer {
  ready: boolean;
  signedIn: boolean;
  key: string;
  name: string | null;
}

export function useViewer(): Viewer {
  const session = useSession();
  const user = session.data?.user;
  return {
    ready: !session.isPending,
    signedIn: !!user,
    key: user?.id ?? 'visitor',
    name: user?.name ?? null,
  };
}
