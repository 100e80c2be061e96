/**
 * A past talk: image with a play overlay, title, category badge, rating out of 5, speaker, views,
 * duration and 'Watch Recording', which plays the recording in a dialog (or links to it) and counts a view
 * (the server counts each viewer once per talk). Without a recording the button is disabled.
 */
import { formatCount } from '~/shared/finance';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Clock, Eye, Play, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { Talk } from '~/shared/talk-api';
import { DEFAULT_TALK_IMAGE, talkMessages, talkPath } from '~/shared/talks';
import { useRecordView } from '../api/record-view';
import { recordingPlayer } from '../talks.format';
import { RecordingDialog } from './recording-dialog';
import { Message, Written } from '~/client/lib/i18n';

export function PastTalkCard({ talk }: { talk: Talk }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const recordView = useRecordView();
  const player = recordingPlayer(talk.recording_url);

  function watch() {
    setOpen(true);
    recordView.mutate(talk.id);
  }

  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="past-talk" data-talk-id={talk.id}>
      <div className="relative">
        <img
          src={talk.image_url || DEFAULT_TALK_IMAGE}
          alt={t`Cover image for ${talk.title}`}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
        <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-black/25">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-blue-700 shadow">
            <Play className="ml-1 h-6 w-6" fill="currentColor" />
          </span>
        </span>
      </div>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {talk.category ? <Badge variant="secondary">{talk.category}</Badge> : null}
          {talk.rating != null ? (
            <span className="flex items-center gap-1 text-sm text-slate-700">
              <Star className="h-4 w-4 text-amber-500" fill="currentColor" aria-hidden />
              <span className="sr-only"><Trans>Rated</Trans> </span>
              {talk.rating.toFixed(1)} / 5
            </span>
          ) : null}
        </div>
        <CardTitle asChild>
          <h2 className="text-xl">
            <Link to={talkPath(talk)} className="hover:text-blue-700 hover:underline">
              <Written text={talk.title} />
            </Link>
          </h2>
        </CardTitle>
        <p className="text-sm text-slate-700">
          {talk.speaker_name}
          {talk.speaker_role ? (
            <>
              , <Written text={talk.speaker_role} />
            </>
          ) : null}
        </p>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="flex items-center gap-1" data-testid="views">
          <Eye className="h-4 w-4" aria-hidden />
          <Plural value={talk.views_count} one={`${formatCount(talk.views_count)} view`} other={`${formatCount(talk.views_count)} views`} />
        </span>
        {talk.duration ? (
          <span className="flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden />
            {talk.duration}
          </span>
        ) : null}
      </CardContent>
      <CardFooter className="mt-auto">
        {player ? (
          <>
            <Button onClick={watch}>
              <Play aria-hidden />
              <Message text={talkMessages.watchRecording} />
              <span className="sr-only">: {talk.title}</span>
            </Button>
            <RecordingDialog talk={talk} player={player} open={open} onOpenChange={setOpen} />
          </>
        ) : (
          <Button disabled variant="outline">
            <Trans>Recording not available</Trans>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
