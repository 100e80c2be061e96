/** Fixture: a client feature's internal component module. */
export const likeButton = 1;
