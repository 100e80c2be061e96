/** Fixture: a shared module anyone may import. */
export const sharedValue = 1;
