/** Query keys of the talks feature: mutations invalidate by these prefixes. */
export const talkKeys = {
  /** Everything public or per-viewer about talks (the list and my statuses). */
  all: ['talks'] as const,
  list: ['talks', 'list'] as const,
  mine: ['talks', 'mine'] as const,
  /** Everything the admin portal shows about talks. */
  admin: ['admin', 'talks'] as const,
  adminList: ['admin', 'talks', 'list'] as const,
  registrants: (talkId: string) => ['admin', 'talks', 'registrants', talkId] as const,
};
