/**
 * A mentor's profile with the booking widget (issue 7), /entrepreneurship/mentor-matching/:slug. Client-rendered
 * through the SPA fallback (not prerendered).
 */
import { pageMeta } from '~/client/config/pages';
import { MentorProfile } from '~/client/features/mentors/components/mentor-profile';
import type { Route } from './+types/mentor-profile';

export const meta: Route.MetaFunction = (args) =>
  pageMeta({ title: 'Mentor', description: 'A ChangePath mentor: experience, expertise and free times to book a 30-minute session.', heading: '', intro: '' }, [], args);

export default function MentorProfilePage({ params }: Route.ComponentProps) {
  return <MentorProfile key={params.slug} slug={params.slug} />;
}
