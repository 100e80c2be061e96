/**
 * The directory of /entrepreneurship/mentor-matching: industry filter buttons (All
 * Industries, Technology, Finance, Healthcare, Retail, Environment) over the mentor cards, then a signed-in viewer's
 * booked sessions. Rendered on the server with the mentors (routes/mentor-matching.tsx seeds them).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { MENTOR_INDUSTRIES } from '~/shared/learning';
import { ALL_INDUSTRIES, type Industry, useMentors } from '../api/get-mentors';
import { useViewer } from '~/client/lib/use-viewer';
import { MentorCard } from './mentor-card';
import { MyBookings } from './my-bookings';

export function MentorDirectory() {
  const { t } = useLingui();
  const [industry, setIndustry] = useState<Industry>(ALL_INDUSTRIES);
  const mentors = useMentors(industry);
  const viewer = useViewer();
  const list = mentors.data ?? [];

  return (
    <div className="mt-8 grid gap-8">
      <div role="group" aria-labelledby="industry-filter-label" className="grid gap-3">
        <p id="industry-filter-label" className="text-sm font-medium text-slate-900">
          <Trans>Filter by industry</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          {MENTOR_INDUSTRIES.map((i) => (
            <Button key={i} size="sm" variant={i === industry ? 'default' : 'outline'} aria-pressed={i === industry} onClick={() => setIndustry(i)}>
              {i}
            </Button>
          ))}
        </div>
      </div>

      <div aria-busy={mentors.isFetching}>
        {mentors.isError ? (
          <p role="alert" className="text-slate-700">
            <Trans>The mentors could not be loaded. Please try again later.</Trans>
          </p>
        ) : !mentors.data ? (
          <p role="status" className="text-slate-700">
            <Trans>Loading mentors...</Trans>
          </p>
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-slate-700">
              {mentors.isPlaceholderData
                ? t`Loading mentors...`
                : industry === ALL_INDUSTRIES
                  ? <Plural value={list.length} one="# mentor" other="# mentors" />
                  : <Plural value={list.length} one={`# mentor in ${industry}`} other={`# mentors in ${industry}`} />}
            </p>
            {list.length ? (
              <ul className="grid gap-6 md:grid-cols-2">
                {list.map((mentor) => (
                  <li key={mentor.id} className="flex">
                    <MentorCard mentor={mentor} signedOut={viewer.ready && !viewer.signedIn} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-700"><Trans>No mentors in this industry yet. Try another one.</Trans></p>
            )}
          </>
        )}
      </div>

      {viewer.signedIn ? <MyBookings /> : null}
    </div>
  );
}
