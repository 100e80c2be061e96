/**
 * A mentor's profile with the booking widget, /entrepreneurship/mentor-matching/:slug, rendered on the
 * server; an unknown mentor answers 404. Meta: canonical link, absolute Open Graph URLs and schema.org ProfilePage
 * (Person) JSON-LD. Signed in, the free times come with the page (in the platform's time zone, named) and a
 * booking can be posted before the scripts run or without them (features/mentors/booking-actions.ts).
 */
import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { absoluteUrl, pageCopy, pageMeta, siteOrigin, socialMeta, metaText } from '~/client/config/pages';
import { mentorJsonLd, mentorPath, shortDescription } from '~/client/features/learning/course-meta';
import { mentorKeys } from '~/client/features/mentors/api/keys';
import { bookingAction } from '~/client/features/mentors/booking-actions';
import { MentorProfile } from '~/client/features/mentors/components/mentor-profile';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import { keepDataForUrlDialogs } from '~/client/lib/use-url-dialog';
import type { Route } from './+types/mentor-profile';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, actor, orNull, clientLocal } = context.get(pageContext);
  const mentor = await orNull(() => services.mentors.bySlug(params.slug));
  if (!mentor) throw data(null, { status: 404 });
  // For a signed-in person: the free slots as the API answers them, their plan, and the zone the page shows times in.
  const booking = actor
    ? { free: await services.mentors.slots(params.slug), plan: (await services.mentors.mine({ actor })).plan, timeZone: services.publicConfig(clientLocal).platformTimeZone }
    : null;
  // The free times seed the booking widget's query too, so the hydrated picker does not fetch them again.
  const seeds = seedQueries([[mentorKeys.detail(params.slug), { mentor }], ...(booking ? [[mentorKeys.slots(params.slug), booking.free] as const] : [])]);
  return { mentor, booking, seeds };
}

export const action = bookingAction;

/** Opening or closing the booking's confirmation (`?book=`) reloads nothing. */
export const shouldRevalidate = keepDataForUrlDialogs;

export const meta: Route.MetaFunction = (args) => {
  const mentor = args.loaderData?.mentor;
  if (!mentor) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  const path = mentorPath(mentor.slug);
  const origin = siteOrigin(args);
  return socialMeta(
    {
      title: `${mentor.name}, ${mentor.title} · ${metaText(args, msg`Mentors`)} · ChangePath`,
      description: shortDescription(mentor.bio),
      path,
      image: mentor.avatar ?? undefined,
      jsonLd: mentorJsonLd(mentor, { origin, url: absoluteUrl(origin, path) }),
    },
    args,
  );
};

export default function MentorProfilePage({ params }: Route.ComponentProps) {
  return <MentorProfile key={params.slug} slug={params.slug} />;
}
