/**
 * Who is looking, for the mentor queries: `ready` once the session has loaded, `signedIn`, the cache key part and,
 * when the session carries it, the plan. During prerender the session is pending.
 */
import { useSession } from '~/client/lib/auth-client';

export interface Viewer {
  ready: boolean;
  signedIn: boolean;
  key: string;
  /** 'free' | 'premium' | 'business' when the session includes it, else null (the API decides either way). */
  plan: string | null;
}

export function useViewer(): Viewer {
  const session = useSession();
  const user = session.data?.user as ({ id: string; plan?: string | null } & Record<string, unknown>) | undefined;
  return { ready: !session.isPending, signedIn: !!user, key: user?.id ?? 'visitor', plan: user?.plan ?? null };
}
