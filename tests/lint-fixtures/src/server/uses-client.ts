/** Fixture: the server importing client code (import-x/no-restricted-paths), even a type only. */
import type { Widget } from '../client/lib/widget';

export const usesClient: Widget = { id: 'x' };
