/** Fixture: a feature's internal module. */
export const helper = 1;
