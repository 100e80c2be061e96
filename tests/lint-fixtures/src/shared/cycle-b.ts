/** Fixture: the other half of the cycle. */
import { a } from './cycle-a';

export const b = (): number => (Math.random() > 2 ? a() : 0);
