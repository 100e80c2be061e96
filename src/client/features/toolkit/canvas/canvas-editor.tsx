/**
 * The business model canvas: nine labelled boxes in the canvas grid. Save Canvas keeps it in
 * this browser ('Canvas Saved' / 'Your business model canvas has been saved locally.') and it comes back on the
 * next visit; Export Canvas downloads business-model-canvas.json. Beyond the spec: import a canvas
 * JSON (validated), export a PDF laid out as the canvas, and save named canvases to the account.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Label } from '~/client/components/ui/label';
import { Textarea } from '~/client/components/ui/textarea';
import { toast } from '~/client/components/ui/use-toast';
import { canvasDataSchema } from '~/shared/toolkit-schemas';
import { CANVAS_FIELDS, type CanvasData, filledCanvasBoxes, toolkitMessages } from '~/shared/toolkit';
import { JsonFileButtons } from '../components/json-file-buttons';
import { type OpenDocument, SavedDocumentsPanel } from '../components/saved-documents-panel';
import { downloadBlob, downloadJson, fileStem } from '../lib/download';
import { localKeys, readLocal, writeLocal } from '../lib/local-store';
import { canvasBoxes } from './canvas-content';
import { parseCanvasFile } from './canvas-file';
import { Message, useText } from '~/client/lib/i18n';
import { documentWords } from '../document-words';

export const emptyCanvas = (): CanvasData => Object.fromEntries(CANVAS_FIELDS.map((f) => [f, ''])) as CanvasData;

const describeCanvas = (data: CanvasData) => {
  const filled = filledCanvasBoxes(data);
  return msg`${filled} of 9 boxes filled`;
};

export function CanvasEditor() {
  const { t } = useLingui();
  const show = useText();
  const [data, setData] = useState<CanvasData>(emptyCanvas);
  const [current, setCurrent] = useState<OpenDocument | null>(null);
  const [exportingPdf, setExportingPdf] = useState(false);

  // Restore the locally saved canvas after hydration (there is no localStorage while prerendering).
  useEffect(() => {
    const parsed = canvasDataSchema.safeParse(readLocal(localKeys.canvas));
    if (parsed.success) setData(parsed.data);
  }, []);

  function saveLocally() {
    if (writeLocal(localKeys.canvas, data)) toast({ title: toolkitMessages.canvasSavedTitle, description: toolkitMessages.canvasSaved });
    else toast({ title: t`Could not save`, description: t`This browser does not allow saving here (private mode or full storage).`, variant: 'destructive' });
  }

  async function importFile(file: File) {
    const result = parseCanvasFile(await file.text(), show);
    if (!result.ok) {
      toast({ title: t`Import failed`, description: result.error, variant: 'destructive' });
      return;
    }
    setData(result.data);
    setCurrent(null);
    const filled = filledCanvasBoxes(result.data);
    const fileName = file.name;
    toast({ title: t`Canvas Imported`, description: t`Loaded ${filled} of 9 boxes from ${fileName}. Save Canvas to keep it.` });
  }

  async function exportPdf() {
    setExportingPdf(true);
    try {
      const { buildCanvasPdf } = await import('./canvas-pdf');
      const bytes = await buildCanvasPdf(data, current?.name ?? show(documentWords.canvasTitle), show);
      downloadBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${fileStem(current?.name ?? '', 'business-model-canvas')}.pdf`);
    } catch (err) {
      toast({ title: t`PDF export failed`, description: err instanceof Error ? err.message : t`Please try again.`, variant: 'destructive' });
    } finally {
      setExportingPdf(false);
    }
  }

  return (
    // One column that may shrink below its content's widest word: a long saved name wraps instead of widening the page.
    <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8">
      <div className="flex flex-wrap gap-2">
        <Button onClick={saveLocally}>
          <Save aria-hidden /> <Trans>Save Canvas</Trans>
        </Button>
        <JsonFileButtons noun="canvas" onExport={() => downloadJson(data, toolkitMessages.canvasFileName)} onImport={(file) => void importFile(file)} />
        <Button variant="outline" onClick={() => void exportPdf()} disabled={exportingPdf}>
          <FileDown aria-hidden /> {exportingPdf ? t`Preparing PDF…` : t`Export PDF`}
        </Button>
      </div>

      <section aria-labelledby="canvas-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="canvas-heading" className="min-w-0 text-2xl font-semibold text-slate-900 wrap-anywhere">
            {current ? current.name : t`Your canvas`}
          </h2>
          <p className="text-sm text-slate-700" aria-live="polite">
            <Trans>{filledCanvasBoxes(data)} of 9 boxes filled</Trans>
          </p>
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-10 lg:grid-rows-[repeat(3,minmax(15rem,auto))]">
          {canvasBoxes.map((box) => (
            <div key={box.field} className={`flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-3 ${box.gridClass}`}>
              <Label htmlFor={`canvas-${box.field}`} className="text-blue-800">
                <Message text={box.label} />
              </Label>
              <Textarea
                id={`canvas-${box.field}`}
                name={box.field}
                value={data[box.field]}
                maxLength={5000}
                placeholder={show(box.placeholder)}
                className="min-h-36 flex-1 resize-y border-slate-300"
                onChange={(e) => setData((d) => ({ ...d, [box.field]: e.target.value }))}
              />
            </div>
          ))}
        </div>
      </section>

      <SavedDocumentsPanel
        kind="canvases"
        data={data}
        current={current}
        onCurrentChange={setCurrent}
        onOpen={(doc) => setData({ ...emptyCanvas(), ...doc.data })}
        describe={describeCanvas}
      />
    </div>
  );
}
