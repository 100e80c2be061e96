/**
 * The pitch deck builder: ten slides in order with a side list showing 'N of 10 completed', a
 * content box with guidance and tips per slide, Previous/Next (disabled at the ends), and Export Deck, which
 * downloads pitch-deck-data.json and shows 'Deck Exported'. The title slide's company name and tagline are two
 * separate values (the original's shared value was a defect). Beyond the spec: a full-screen keyboard
 * preview, PowerPoint and PDF exports, a draft kept in this browser, and decks saved to the account; Import Deck
 * reads a pitch-deck-data.json back.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ChevronLeft, ChevronRight, FileDown, Presentation } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { Textarea } from '~/client/components/ui/textarea';
import { toast } from '~/client/components/ui/use-toast';
import { deckDataSchema } from '~/shared/toolkit-schemas';
import { DECK_SLIDES, DECK_SLIDE_COUNT, type DeckData, completedSlides, toolkitMessages } from '~/shared/toolkit';
import { JsonFileButtons } from '../components/json-file-buttons';
import { type OpenDocument, SavedDocumentsPanel } from '../components/saved-documents-panel';
import { downloadBlob, downloadJson, fileStem } from '../lib/download';
import { localKeys, readLocal, writeLocal } from '../lib/local-store';
import { slideGuides, taglineGuide } from './deck-content';
import { parseDeckFile } from './deck-file';
import { deckExport, emptyDeck } from './deck-model';
import { DeckPreview } from './deck-preview';
import { Message, useText } from '~/client/lib/i18n';

const describeDeck = (deck: DeckData) => {
  const completed = completedSlides(deck.slides);
  return msg`${completed} of ${DECK_SLIDE_COUNT} slides completed`;
};

export function DeckBuilder() {
  const { t } = useLingui();
  const [deck, setDeck] = useState<DeckData>(emptyDeck);
  const [index, setIndex] = useState(0);
  const [current, setCurrent] = useState<OpenDocument | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [busy, setBusy] = useState<'pptx' | 'pdf' | null>(null);
  const restored = useRef(false);

  // Restore the draft kept in this browser (after hydration: no localStorage while prerendering) …
  useEffect(() => {
    const parsed = deckDataSchema.safeParse(readLocal(localKeys.deckDraft));
    if (parsed.success) setDeck(parsed.data);
    restored.current = true;
  }, []);
  // … and keep it as the founder writes.
  useEffect(() => {
    if (restored.current) writeLocal(localKeys.deckDraft, deck);
  }, [deck]);

  const slide = DECK_SLIDES[index];
  const guide = slideGuides[slide.key];
  const show = useText();
  const slideName = show(slide.label);
  const done = completedSlides(deck.slides);
  const last = DECK_SLIDES.length - 1;
  const company = deck.slides.title.trim();
  const setSlide = (key: keyof DeckData['slides'], value: string) => setDeck((d) => ({ ...d, slides: { ...d.slides, [key]: value } }));

  function exportJson() {
    downloadJson(deckExport(deck), toolkitMessages.deckFileName);
    const fileName = toolkitMessages.deckFileName;
    toast({ title: toolkitMessages.deckExported, description: t`Saved as ${fileName}.` });
  }

  async function importFile(file: File) {
    const result = parseDeckFile(await file.text(), show);
    if (!result.ok) {
      toast({ title: t`Import failed`, description: result.error, variant: 'destructive' });
      return;
    }
    setDeck(result.data);
    setIndex(0);
    setCurrent(null);
    const completed = completedSlides(result.data.slides);
    const fileName = file.name;
    toast({ title: t`Deck Imported`, description: t`Loaded ${completed} of ${DECK_SLIDE_COUNT} slides completed from ${fileName}. Save it to keep it in your account.` });
  }

  async function exportFile(kind: 'pptx' | 'pdf') {
    setBusy(kind);
    try {
      const stem = fileStem(company, 'pitch-deck');
      if (kind === 'pptx') {
        const { buildDeckPptx } = await import('./deck-pptx');
        downloadBlob(await buildDeckPptx(deck, show), `${stem}.pptx`);
      } else {
        const { buildDeckPdf } = await import('./deck-pdf');
        const bytes = await buildDeckPdf(deck, show);
        downloadBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${stem}.pdf`);
      }
      const fileName = `${stem}.${kind}`;
      toast({ title: toolkitMessages.deckExported, description: t`Saved as ${fileName}.` });
    } catch (err) {
      toast({ title: t`Export failed`, description: err instanceof Error ? err.message : t`Please try again.`, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    // One column that may shrink below its content's widest word: a long saved name wraps instead of widening the page.
    <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8">
      <div className="flex flex-wrap gap-2">
        <DeckPreview open={previewOpen} onOpenChange={setPreviewOpen} deck={deck} startIndex={index}>
          <Button>
            <Presentation aria-hidden /> <Trans>Preview Deck</Trans>
          </Button>
        </DeckPreview>
        <JsonFileButtons noun="deck" onExport={exportJson} onImport={(file) => void importFile(file)} />
        <Button variant="outline" onClick={() => void exportFile('pptx')} disabled={busy !== null}>
          <FileDown aria-hidden /> {busy === 'pptx' ? t`Preparing PowerPoint…` : t`Export PowerPoint`}
        </Button>
        <Button variant="outline" onClick={() => void exportFile('pdf')} disabled={busy !== null}>
          <FileDown aria-hidden /> {busy === 'pdf' ? t`Preparing PDF…` : t`Export PDF`}
        </Button>
      </div>

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="slides-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="slides-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Slides</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-700" aria-live="polite" data-testid="deck-progress">
            <Trans>{done} of {DECK_SLIDE_COUNT} completed</Trans>
          </p>
          <ol className="mt-3 grid gap-1">
            {DECK_SLIDES.map((s, i) => {
              const complete = deck.slides[s.key].trim().length > 0;
              const active = i === index;
              return (
                <li key={s.key}>
                  <button
                    type="button"
                    onClick={() => setIndex(i)}
                    aria-current={active ? 'step' : undefined}
                    className={`flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-blue-700 ${
                      active ? 'bg-blue-700 font-medium text-white' : 'text-slate-800 hover:bg-slate-100'
                    }`}
                  >
                    <span
                      className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-xs ${
                        complete ? (active ? 'border-white bg-white text-blue-700' : 'border-green-700 bg-green-700 text-white') : active ? 'border-white' : 'border-slate-500'
                      }`}
                      aria-hidden
                    >
                      {complete ? <Check className="h-3 w-3" /> : i + 1}
                    </span>
                    <span className="flex-1"><Message text={s.label} /></span>
                    {complete ? <span className="sr-only"><Trans>(completed)</Trans></span> : null}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>

        <section aria-labelledby="slide-heading" className="rounded-xl border border-slate-200 bg-white p-6">
          <p className="text-sm font-medium text-blue-700">
            <Trans>Slide {index + 1} of {DECK_SLIDE_COUNT}</Trans>
          </p>
          <h2 id="slide-heading" className="mt-1 text-2xl font-semibold text-slate-900">
            <Message text={slide.label} />
          </h2>

          {slide.key === 'title' ? (
            <div className="mt-4 grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor="deck-company"><Trans>Company name</Trans></Label>
                <Input id="deck-company" value={deck.slides.title} maxLength={5000} placeholder={show(guide.placeholder)} onChange={(e) => setSlide('title', e.target.value)} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="deck-tagline"><Message text={taglineGuide.label} /></Label>
                <Input
                  id="deck-tagline"
                  value={deck.tagline}
                  maxLength={300}
                  placeholder={show(taglineGuide.placeholder)}
                  onChange={(e) => setDeck((d) => ({ ...d, tagline: e.target.value }))}
                />
              </div>
            </div>
          ) : (
            <div className="mt-4 grid gap-2">
              <Label htmlFor={`deck-${slide.key}`}><Trans>{slideName} content</Trans></Label>
              <Textarea
                id={`deck-${slide.key}`}
                key={slide.key}
                value={deck.slides[slide.key]}
                maxLength={5000}
                rows={9}
                placeholder={show(guide.placeholder)}
                onChange={(e) => setSlide(slide.key, e.target.value)}
              />
            </div>
          )}

          <div className="mt-6 rounded-lg bg-blue-50 p-4">
            <h3 className="text-sm font-semibold text-blue-900"><Trans>Tips</Trans></h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {guide.tips.map((tip) => (
                <li key={tip.id}>{show(tip)}</li>
              ))}
            </ul>
          </div>

          <div className="mt-6 flex justify-between">
            <Button variant="outline" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
              <ChevronLeft aria-hidden /> <Trans>Previous</Trans>
            </Button>
            <Button onClick={() => setIndex((i) => Math.min(last, i + 1))} disabled={index === last}>
              <Trans>Next</Trans> <ChevronRight aria-hidden />
            </Button>
          </div>
        </section>
      </div>

      <SavedDocumentsPanel
        kind="decks"
        data={deck}
        current={current}
        onCurrentChange={setCurrent}
        onOpen={(doc) => {
          setDeck({ ...emptyDeck(), ...doc.data, slides: { ...emptyDeck().slides, ...doc.data.slides } });
          setIndex(0);
        }}
        describe={describeDeck}
      />
    </div>
  );
}
