/**
 * Who is looking, for the mentor queries: `ready` once the session has loaded, `signedIn` and the cache key part.
 * The session comes with the page (the root loader seeds it). (The session does not carry the plan: see `useMyPlan`.)
 */
import { useSession } from '~/client/lib/session';

export interface Viewer {
  ready: boolean;
  signedIn: boolean;
  key: string;
}

export function useViewer(): Viewer {
  const session = useSession();
  const user = session.data?.user;
  return { ready: !session.isPending, signedIn: !!user, key: user?.id ?? 'visitor' };
}
