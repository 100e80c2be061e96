/** Query keys of the mentors feature: mutations invalidate by these prefixes. */
export const mentorKeys = {
  all: ['mentors'] as const,
  list: (industry: string) => ['mentors', 'list', industry] as const,
  detail: (slug: string) => ['mentors', 'detail', slug] as const,
  slots: (slug: string) => ['mentors', 'slots', slug] as const,
  /** The signed-in viewer's bookings (per user, so a new sign-in never sees the last one's). */
  bookings: (viewer: string) => ['mentors', 'bookings', viewer] as const,
  admin: ['admin', 'mentors'] as const,
};
