/** Fixture: what is allowed: another feature's service, this feature's own files, shared code. */
import { sharedValue } from '../../../shared/shared-value';
import { communityService } from '../community/community.service';
import { reach } from './talks.reach';

export const clean = communityService.count() + sharedValue + reach;
