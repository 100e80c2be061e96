/**
 * Who is looking, for the learning and mentor queries: `ready` once the session has loaded (queries wait for it,
 * so a signed-in viewer never sees the visitor's answer first), `signedIn`, and the cache key part (`key`).
 * The session comes with the page (the root loader seeds it), so pages render with this viewer's data.
 */
import { useSession } from '~/client/lib/session';

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
