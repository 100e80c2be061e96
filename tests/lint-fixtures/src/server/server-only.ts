/** Fixture: a server module. */
export const serverOnly = 1;
