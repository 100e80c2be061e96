/** Fixture: a server feature reaching into another feature's internals (import-x/no-restricted-paths). */
import { helper } from '../community/community.helpers';

export const reach = helper;
