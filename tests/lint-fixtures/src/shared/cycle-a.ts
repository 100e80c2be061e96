/** Fixture: one half of a two-file import cycle (import-x/no-cycle). */
import { b } from './cycle-b';

export const a = () => b() + 1;
