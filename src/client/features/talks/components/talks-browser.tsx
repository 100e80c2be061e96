/**
 * The lists of /changetalks: a search box that filters both lists by title or speaker name,
 * the Upcoming Events and Past Talks tabs (cancelled talks are in neither), 'Loading changetalks...' and the
 * 'Error' / 'Failed to load changetalks' toast. A signed-in viewer's registrations come from /api/me/talks.
 * The tab is in the address (`?tab=past`), so a reload or a shared link keeps it; each tab is a link, so it works
 * before and without scripts (the server renders the tab the address names).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useUrlTab } from '~/client/lib/use-url-tab';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/client/components/ui/tabs';
import { toast } from '~/client/components/ui/use-toast';
import { useSession } from '~/client/lib/session';
import { matchesTalkSearch, splitTalks, talkMessages } from '~/shared/talks';
import { useMyTalks } from '../api/get-my-talks';
import { useTalks } from '../api/get-talks';
import { PastTalkCard } from './past-talk-card';
import type { Viewer } from './registration-controls';
import { UpcomingTalkCard } from './upcoming-talk-card';
import { Message, useText } from '~/client/lib/i18n';

const TABS = ['upcoming', 'past'] as const;

export function TalksBrowser() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const { tab, searchFor, show } = useUrlTab(TABS, 'upcoming');
  const text = useText();
  const talks = useTalks();
  const session = useSession();
  const signedIn = !!session.data?.user;
  const mine = useMyTalks(signedIn);
  const viewer: Viewer = session.isPending ? 'pending' : signedIn ? 'user' : 'visitor';

  useEffect(() => {
    if (talks.isError) toast({ ...talkMessages.loadFailed, variant: 'destructive' });
  }, [talks.isError]);

  const { upcoming, past } = useMemo(() => splitTalks((talks.data ?? []).filter((t) => matchesTalkSearch(t, query))), [talks.data, query]);
  const statuses = mine.data?.statuses ?? {};
  const searching = query.trim() !== '';

  return (
    <div className="mt-8">
      <div className="relative max-w-md">
        <Label htmlFor="talk-search" className="sr-only">
          <Trans>Search talks or speakers</Trans>
        </Label>
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" aria-hidden />
        <Input
          id="talk-search"
          type="search"
          className="pl-9"
          placeholder={text(talkMessages.searchPlaceholder)}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      <Tabs value={tab} onValueChange={show} className="mt-6">
        <TabsList>
          <TabsTrigger value="upcoming" asChild>
            <Link to={{ search: searchFor('upcoming') }} replace preventScrollReset>
              <Trans>Upcoming Events</Trans>
            </Link>
          </TabsTrigger>
          <TabsTrigger value="past" asChild>
            <Link to={{ search: searchFor('past') }} replace preventScrollReset>
              <Trans>Past Talks</Trans>
            </Link>
          </TabsTrigger>
        </TabsList>
        {talks.isPending ? (
          <p role="status" className="mt-6 text-slate-700">
            <Message text={talkMessages.loading} />
          </p>
        ) : talks.isError ? (
          <p className="mt-6 text-slate-700"><Message text={talkMessages.loadFailed.description} />.</p>
        ) : (
          <>
            <TabsContent value="upcoming">
              {upcoming.length ? (
                <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {upcoming.map((talk, i) => (
                    <li key={talk.id} className="flex">
                      <UpcomingTalkCard talk={talk} viewer={viewer} status={statuses[talk.id]} priority={i === 0} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-700">{searching ? t`No upcoming talks match your search.` : t`No upcoming talks are scheduled yet. Check back soon.`}</p>
              )}
            </TabsContent>
            <TabsContent value="past">
              {past.length ? (
                <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {past.map((talk) => (
                    <li key={talk.id} className="flex">
                      <PastTalkCard talk={talk} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-700">{searching ? t`No past talks match your search.` : t`No recordings yet.`}</p>
              )}
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
