/** Fixture: a feature's service, its public module. */
export const communityService = { count: () => 1 };
