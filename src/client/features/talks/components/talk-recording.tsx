/**
 * A past talk's recording on its own page: the embedded player (YouTube through youtube-nocookie, Vimeo) or a
 * <video>, in the page itself so it plays without scripts; a link when it is hosted elsewhere; a plain note when
 * there is none.
 */
import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '~/client/components/ui/button';
import type { Talk } from '~/shared/talks';
import { recordingPlayer } from '../talks.format';

export function TalkRecording({ talk }: { talk: Talk }) {
  const player = recordingPlayer(talk.recording_url);
  return (
    <section className="mt-8" aria-labelledby="recording-heading">
      <h2 id="recording-heading" className="text-xl font-semibold text-slate-900">
        Recording
      </h2>
      {!player ? (
        <p className="mt-2 text-slate-700">Recording not available.</p>
      ) : player.kind === 'embed' ? (
        <div className="mt-3 aspect-video w-full overflow-hidden rounded-md bg-black">
          <iframe
            src={player.src}
            title={`Recording: ${talk.title}`}
            className="h-full w-full"
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : player.kind === 'video' ? (
        <video controls src={player.src} className="mt-3 aspect-video w-full rounded-md bg-black" preload="metadata" />
      ) : (
        <a href={player.href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ className: 'mt-3' })}>
          Watch the recording <ExternalLink aria-hidden />
        </a>
      )}
    </section>
  );
}
