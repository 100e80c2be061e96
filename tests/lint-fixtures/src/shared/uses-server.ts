/** Fixture: shared code that imports the server (import-x/no-restricted-paths). */
import { serverOnly } from '../server/server-only';

export const leaked = serverOnly;
