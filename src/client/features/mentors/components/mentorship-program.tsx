/**
 * The body of /mentorship: three benefit cards, three featured mentors (photo or initials, name, role,
 * company, expertise tags, rating; 'Connect Now' opens the mentor's profile) from `GET /api/mentors`, and the call
 * to action: 'Find a Mentor' → /signup (the directory when signed in), 'Join Community' → /community.
 * Prerendered with the mentors' loading state.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Compass, Rocket, Users } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Message } from '~/client/lib/i18n';
import { whenSessionKnown } from '~/client/lib/session';
import { paths } from '~/shared/paths';
import { useMentors } from '../api/get-mentors';
import { useViewer } from '~/client/lib/use-viewer';
import { mentorProfilePath } from '../mentors.format';
import { MentorAvatar } from './mentor-avatar';
import { ExpertiseTags, MentorRating } from './mentor-facts';

const benefits = [
  {
    icon: Compass,
    title: msg`Personal guidance`,
    description: msg`One-to-one, 30-minute sessions focused on your goals, your questions and the next step on your path.`,
  },
  {
    icon: Users,
    title: msg`Industry experience`,
    description: msg`Mentors who have built companies and careers in technology, finance, healthcare, retail and environment.`,
  },
  {
    icon: Rocket,
    title: msg`Faster progress`,
    description: msg`Honest feedback on your plans, pitch and career moves, so you avoid common mistakes and move with confidence.`,
  },
] as const;

export function MentorshipProgram() {
  const viewer = useViewer();
  const navigate = useNavigate();
  // Clicked before the session has loaded: wait for it, then go where this person belongs.
  const findMentor = (event: MouseEvent) => {
    if (viewer.ready) return;
    event.preventDefault();
    void whenSessionKnown()
      .catch(() => null)
      .then((session) => navigate(session?.user ? paths.mentorMatching : paths.signUp));
  };
  return (
    <div className="mt-10 grid gap-12">
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-2xl font-semibold text-slate-900">
          <Trans>Why join the Mentorship Program</Trans>
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {benefits.map(({ icon: Icon, title, description }) => (
            <li key={title.id} className="flex">
              <Card className="w-full">
                <CardHeader>
                  <Icon className="h-8 w-8 text-blue-700" aria-hidden />
                  <CardTitle><Message text={title} /></CardTitle>
                  <CardDescription className="text-base"><Message text={description} /></CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-2xl font-semibold text-slate-900">
          <Trans>Featured mentors</Trans>
        </h2>
        <FeaturedMentors />
      </section>

      <section aria-labelledby="cta-heading" className="rounded-xl bg-blue-50 p-8 text-center">
        <h2 id="cta-heading" className="text-2xl font-semibold text-slate-900">
          <Trans>Ready to learn from someone who has done it?</Trans>
        </h2>
        <p className="mt-2 text-slate-700"><Trans>Find a mentor in your industry, or meet other learners in the community.</Trans></p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={viewer.signedIn ? paths.mentorMatching : paths.signUp} onClick={findMentor} className={buttonVariants({ size: 'lg' })}>
            <Trans>Find a Mentor</Trans>
          </Link>
          <Link to={paths.communityShort} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            <Trans>Join Community</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}

function FeaturedMentors() {
  const mentors = useMentors();
  if (mentors.isError) {
    return (
      <p role="alert" className="mt-6 text-slate-700">
        <Trans>The mentors could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  if (!mentors.data) {
    return (
      <p role="status" className="mt-6 text-slate-700">
        <Trans>Loading mentors...</Trans>
      </p>
    );
  }
  const featured = mentors.data.filter((m) => m.is_featured).slice(0, 3);
  if (!featured.length) return <p className="mt-6 text-slate-700"><Trans>Our featured mentors will be announced soon.</Trans></p>;
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {featured.map((m) => (
        <li key={m.id} className="flex">
          <Card className="flex w-full flex-col" data-testid="featured-mentor">
            <CardHeader className="items-center gap-3 text-center">
              <MentorAvatar name={m.name} src={m.avatar} size="lg" />
              <CardTitle>{m.name}</CardTitle>
              <p className="text-sm text-slate-700">
                {m.title}
                {m.company ? (
                  <>
                    <br />
                    {m.company}
                  </>
                ) : null}
              </p>
              <MentorRating rating={m.rating} />
            </CardHeader>
            <CardContent className="flex justify-center">
              <ExpertiseTags mentor={m} />
            </CardContent>
            <CardFooter className="mt-auto justify-center">
              <Link to={mentorProfilePath(m.slug)} className={buttonVariants({ className: 'w-full' })}>
                <Trans>Connect Now<span className="sr-only"> with {m.name}</span></Trans>
              </Link>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
