/**
 * A mentor in the directory: photo or initials, name, title, industry, location, rating, sessions,
 * expertise tags, bio, 'Book Session' (the profile's booking widget; sign-in first for a visitor) and 'View Profile'.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { buttonVariants } from '~/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { Mentor } from '~/shared/learning';
import { mentorProfilePath, signInHref } from '../mentors.format';
import { MentorAvatar } from './mentor-avatar';
import { ExpertiseTags, MentorFacts } from './mentor-facts';

export function MentorCard({ mentor, signedOut }: { mentor: Mentor; signedOut: boolean }) {
  const bookPath = mentorProfilePath(mentor.slug, true);
  return (
    <Card className="flex w-full flex-col" data-testid="mentor-card" data-industry={mentor.industry}>
      <CardHeader className="flex-row items-start gap-4">
        <MentorAvatar name={mentor.name} src={mentor.avatar} />
        <div className="grid min-w-0 gap-1">
          <CardTitle asChild>
            <h2 className="text-xl">{mentor.name}</h2>
          </CardTitle>
          <p className="text-sm text-slate-700">
            {mentor.title}
            {mentor.company ? `, ${mentor.company}` : ''}
          </p>
          <div>
            <Badge variant="outline">{mentor.industry}</Badge>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <MentorFacts mentor={mentor} />
        <ExpertiseTags mentor={mentor} />
        <p className="line-clamp-4 text-sm text-slate-700">{mentor.bio}</p>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-3">
        <Link to={signedOut ? signInHref(bookPath) : bookPath} className={buttonVariants()}>
          <Trans>Book Session<span className="sr-only"> with {mentor.name}</span></Trans>
        </Link>
        <Link to={mentorProfilePath(mentor.slug)} className={buttonVariants({ variant: 'outline' })}>
          <Trans>View Profile<span className="sr-only"> of {mentor.name}</span></Trans>
        </Link>
      </CardFooter>
    </Card>
  );
}
