/** The recording of a past talk in a dialog: an embedded player, a <video>, or a link that opens it in a new tab. */
import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '~/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/client/components/ui/dialog';
import type { Talk } from '~/shared/talk-api';
import type { RecordingPlayer } from '../talks.format';
import { Written } from '~/client/lib/i18n';

/**
 * Radix focuses the first focusable element on open, which would be the player's iframe: keys typed there never
 * reach the dialog, so Escape would not close it. Start on the dialog itself instead.
 */
function focusDialog(e: Event) {
  e.preventDefault();
  (e.currentTarget as HTMLElement | null)?.focus();
}

export function RecordingDialog({
  talk,
  player,
  open,
  onOpenChange,
}: {
  talk: Talk;
  player: RecordingPlayer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" onOpenAutoFocus={focusDialog}>
        <DialogHeader>
          <DialogTitle>
            <Written text={talk.title} />
          </DialogTitle>
          <DialogDescription>
            <Trans>Recording of the talk by {talk.speaker_name}
            {talk.duration ? ` (${talk.duration})` : ''}.</Trans>
          </DialogDescription>
        </DialogHeader>
        <RecordingMedia talk={talk} player={player} />
      </DialogContent>
    </Dialog>
  );
}

/** The recording itself: an embedded player, a <video> (with a download link inside), or a link to it. */
export function RecordingMedia({ talk, player, className = '' }: { talk: Talk; player: RecordingPlayer; className?: string }) {
  if (player.kind === 'embed') {
    return (
      <div className={`aspect-video w-full overflow-hidden rounded-md bg-black ${className}`}>
        <iframe
          src={player.src}
          title={`Recording: ${talk.title}`}
          className="h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (player.kind === 'video') {
    return (
      <video controls src={player.src} className={`aspect-video w-full rounded-md bg-black ${className}`} preload="metadata">
        <a href={player.src}><Trans>Download the recording</Trans></a>
      </video>
    );
  }
  return (
    <p className={className}>
      <a href={player.href} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
        <ExternalLink aria-hidden />
        <Trans>Open the recording<span className="sr-only"> (opens in a new tab)</span></Trans>
      </a>
    </p>
  );
}
