/** Rating, session count, location and expertise of a mentor. */
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Star, Video } from 'lucide-react';
import { Badge } from '~/client/components/ui/badge';
import type { Mentor } from '~/shared/learning';

export function MentorRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-800">
      <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
      <span aria-hidden>{rating.toFixed(1)}</span>
      <span className="sr-only"><Trans>Rated {rating.toFixed(1)} out of 5</Trans></span>
    </span>
  );
}

export function MentorFacts({ mentor }: { mentor: Mentor }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
      <li>
        <MentorRating rating={mentor.rating} />
      </li>
      <li className="flex items-center gap-1.5">
        <Video className="h-4 w-4" aria-hidden />
        <Trans>{mentor.sessions} sessions</Trans>
      </li>
      {mentor.location ? (
        <li className="flex items-center gap-1.5">
          <MapPin className="h-4 w-4" aria-hidden />
          {mentor.location}
        </li>
      ) : null}
    </ul>
  );
}

export function ExpertiseTags({ mentor }: { mentor: Pick<Mentor, 'name' | 'expertise'> }) {
  const { t } = useLingui();
  if (!mentor.expertise.length) return null;
  return (
    <ul aria-label={t`Expertise of ${mentor.name}`} className="flex flex-wrap gap-2">
      {mentor.expertise.map((e) => (
        <li key={e}>
          <Badge variant="secondary">{e}</Badge>
        </li>
      ))}
    </ul>
  );
}
