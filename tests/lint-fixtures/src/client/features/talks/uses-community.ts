/** Fixture: a client feature importing another feature (import-x/no-restricted-paths). */
import { likeButton } from '../community/like-button';

export const borrowed = likeButton;
