/**
 * Preview Deck: the ten slides as a full-screen presentation in a Radix Dialog. ArrowRight/PageDown
 * and ArrowLeft/PageUp move one slide, Home and End jump to the first and last, Escape closes. The current slide
 * is announced to screen readers. On a phone the slide fills the height left (a 16:9 box 330 px wide would clip its
 * text) and scrolls inside itself, the type is smaller, Previous and Next sit under the slide's name within the
 * screen, and the help speaks of those buttons, not of keys a touch screen has not got.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { useCoarsePointer } from '~/client/lib/use-coarse-pointer';
import { Dialog, DialogTrigger } from '~/client/components/ui/dialog';
import { FullscreenDialogContent, FullscreenDialogDescription, FullscreenDialogTitle } from '~/client/components/ui/fullscreen-dialog';
import { DECK_SLIDES, type DeckData } from '~/shared/toolkit';
import { useText } from '~/client/lib/i18n';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deck: DeckData;
  /** The slide to start on (the one being edited). */
  startIndex: number;
  /** The button that opens the preview (focus returns to it on close). */
  children: ReactNode;
}

export function DeckPreview({ open, onOpenChange, deck, startIndex, children }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      {open ? <Presentation deck={deck} startIndex={startIndex} /> : null}
    </Dialog>
  );
}

function Presentation({ deck, startIndex }: { deck: DeckData; startIndex: number }) {
  const { t } = useLingui();
  const show = useText();
  const [index, setIndex] = useState(startIndex);
  const contentRef = useRef<HTMLDivElement>(null);
  const last = DECK_SLIDES.length - 1;
  const slide = DECK_SLIDES[index];
  const slideName = show(slide.label);
  const go = (i: number) => setIndex(Math.max(0, Math.min(last, i)));
  const company = deck.slides.title.trim();
  const text = deck.slides[slide.key].trim();
  const touch = useCoarsePointer();

  // At the first or last slide the focused Previous/Next button becomes disabled, and the browser would drop focus
  // to <body>, outside the dialog, where the arrow keys no longer reach it: keep focus on the presentation.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled)) contentRef.current?.focus();
  }, [index]);

  return (
    <FullscreenDialogContent
      ref={contentRef}
      onOpenAutoFocus={(e) => {
        // Focus the presentation itself, so the keys work at once and no button shows a focus ring.
        e.preventDefault();
        contentRef.current?.focus();
      }}
      onKeyDown={(e) => {
        const moves: Record<string, number> = { ArrowRight: index + 1, PageDown: index + 1, ArrowLeft: index - 1, PageUp: index - 1, Home: 0, End: last };
        if (e.key in moves && !e.altKey && !e.ctrlKey && !e.metaKey) {
          e.preventDefault();
          go(moves[e.key]);
        }
      }}
    >
      <div className="flex flex-col gap-1 px-4 py-4 pr-16 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
        <FullscreenDialogTitle className="wrap-anywhere"><Trans>Pitch deck preview{company ? `: ${company}` : ''}</Trans></FullscreenDialogTitle>
        <FullscreenDialogDescription>
          {touch ? t`Use Previous and Next below the slide to move between slides; × closes.` : t`Use the arrow keys, Home and End to move between slides; Escape closes.`}
        </FullscreenDialogDescription>
      </div>
      <div className="flex min-h-0 flex-1 items-stretch justify-center px-3 pb-3 sm:items-center sm:px-10 sm:pb-4">
        <div
          className="flex max-h-full w-full max-w-6xl flex-col overflow-y-auto rounded-lg bg-white text-slate-900 shadow-2xl sm:aspect-video sm:overflow-hidden"
          data-testid="preview-slide"
        >
          {slide.key === 'title' ? (
            <div className="flex flex-1 flex-col items-center justify-center bg-blue-700 p-5 text-center text-white sm:p-8">
              <p className="text-3xl font-bold wrap-anywhere sm:text-6xl">{company || t`Your company name`}</p>
              {deck.tagline.trim() ? <p className="mt-4 text-lg sm:mt-6 sm:text-2xl">{deck.tagline.trim()}</p> : null}
            </div>
          ) : (
            <div className="flex flex-1 flex-col p-5 sm:overflow-y-auto sm:p-12">
              <div className="h-1.5 w-16 rounded bg-blue-700" aria-hidden />
              <h3 className="mt-3 text-2xl font-bold sm:mt-4 sm:text-4xl">{slideName}</h3>
              {text ? (
                <p className="mt-4 whitespace-pre-line text-base leading-relaxed wrap-anywhere sm:mt-6 sm:text-2xl">{text}</p>
              ) : (
                <p className="mt-4 text-base italic text-slate-700 sm:mt-6 sm:text-lg"><Trans>This slide has no content yet.</Trans></p>
              )}
            </div>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 pb-4 sm:px-6 sm:pb-6">
        <p className="basis-full text-center text-sm text-white sm:order-2 sm:min-w-40 sm:basis-auto" aria-live="polite" aria-atomic="true">
          <Trans>Slide {index + 1} of {DECK_SLIDES.length}: {slideName}</Trans>
        </p>
        <Button variant="outline" className="sm:order-1" onClick={() => go(index - 1)} disabled={index === 0} aria-label={t`Previous slide`}>
          <ChevronLeft aria-hidden /> <Trans>Previous</Trans>
        </Button>
        <Button variant="outline" className="sm:order-3" onClick={() => go(index + 1)} disabled={index === last} aria-label={t`Next slide`}>
          <Trans>Next</Trans> <ChevronRight aria-hidden />
        </Button>
      </div>
    </FullscreenDialogContent>
  );
}
