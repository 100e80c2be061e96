/** Fixture: client code importing a server value, not a type (@typescript-eslint/no-restricted-imports). */
import { serverOnly } from '../../server/server-only';

export const fromServer = serverOnly;
