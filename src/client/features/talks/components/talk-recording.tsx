/**
 * A past talk's recording on its own page, in the page itself so it plays without scripts (the same player as the
 * list's dialog, recording-dialog.tsx), or a plain note when there is none.
 */
import { Trans } from '@lingui/react/macro';
import type { Talk } from '~/shared/talk-api';
import { recordingPlayer } from '../talks.format';
import { RecordingMedia } from './recording-dialog';

export function TalkRecording({ talk }: { talk: Talk }) {
  const player = recordingPlayer(talk.recording_url);
  return (
    <section className="mt-8" aria-labelledby="recording-heading">
      <h2 id="recording-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Recording</Trans>
      </h2>
      {player ? <RecordingMedia talk={talk} player={player} className="mt-3" /> : <p className="mt-2 text-slate-700"><Trans>Recording not available.</Trans></p>}
    </section>
  );
}
