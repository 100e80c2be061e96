/**
 * The key of the load context the server gives every route `loader` and `action` (its shape, `PageContext`:
 * src/server/pages/page-context.ts): `context.get(pageContext)` in a route module.
 *
 * The context key is exported again from `entry.server.tsx`, so the Hono server sets the very key object the
 * route modules read (the server bundle and the React Router build are separate bundles).
 * Only types come from the server here: nothing server-side reaches the browser bundle.
 */
import { createContext } from 'react-router';
import type { PageContext } from '~/server/pages/page-context';

export type { PageContext };

export const pageContext = createContext<PageContext>();
