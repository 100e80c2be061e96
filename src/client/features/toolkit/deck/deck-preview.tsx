/**
 * Preview Deck: the ten slides as a full-screen presentation in a Radix Dialog. ArrowRight/PageDown
 * and ArrowLeft/PageUp move one slide, Home and End jump to the first and last, Escape closes. The current slide
 * is announced to screen readers.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Dialog, DialogTrigger } from '~/client/components/ui/dialog';
import { FullscreenDialogContent, FullscreenDialogDescription, FullscreenDialogTitle } from '~/client/components/ui/fullscreen-dialog';
import { DECK_SLIDES, type DeckData } from '~/shared/toolkit';

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
  const [index, setIndex] = useState(startIndex);
  const contentRef = useRef<HTMLDivElement>(null);
  const last = DECK_SLIDES.length - 1;
  const slide = DECK_SLIDES[index];
  const go = (i: number) => setIndex(Math.max(0, Math.min(last, i)));
  const company = deck.slides.title.trim();
  const text = deck.slides[slide.key].trim();

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
      <div className="flex items-center gap-4 px-6 py-4 pr-16">
        <FullscreenDialogTitle>Pitch deck preview{company ? `: ${company}` : ''}</FullscreenDialogTitle>
        <FullscreenDialogDescription>Use the arrow keys, Home and End to move between slides; Escape closes.</FullscreenDialogDescription>
      </div>
      <div className="flex flex-1 items-center justify-center overflow-hidden px-4 pb-4 sm:px-10">
        <div
          className="flex aspect-video max-h-full w-full max-w-6xl flex-col overflow-hidden rounded-lg bg-white text-slate-900 shadow-2xl"
          data-testid="preview-slide"
        >
          {slide.key === 'title' ? (
            <div className="flex flex-1 flex-col items-center justify-center bg-blue-700 p-8 text-center text-white">
              <p className="text-4xl font-bold sm:text-6xl">{company || 'Your company name'}</p>
              {deck.tagline.trim() ? <p className="mt-6 text-xl sm:text-2xl">{deck.tagline.trim()}</p> : null}
            </div>
          ) : (
            <div className="flex flex-1 flex-col overflow-y-auto p-8 sm:p-12">
              <div className="h-1.5 w-16 rounded bg-blue-700" aria-hidden />
              <h3 className="mt-4 text-3xl font-bold sm:text-4xl">{slide.label}</h3>
              {text ? (
                <p className="mt-6 whitespace-pre-line text-lg leading-relaxed sm:text-2xl">{text}</p>
              ) : (
                <p className="mt-6 text-lg italic text-slate-700">This slide has no content yet.</p>
              )}
            </div>
          )}
        </div>
      </div>
      <div className="flex items-center justify-center gap-4 px-6 pb-6">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0} aria-label="Previous slide">
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <p className="min-w-40 text-center text-sm text-white" aria-live="polite" aria-atomic="true">
          Slide {index + 1} of {DECK_SLIDES.length}: {slide.label}
        </p>
        <Button variant="outline" onClick={() => go(index + 1)} disabled={index === last} aria-label="Next slide">
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </FullscreenDialogContent>
  );
}
