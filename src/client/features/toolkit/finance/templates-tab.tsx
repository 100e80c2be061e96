/**
 * Templates tab: six cards, each downloading a real .xlsx with labelled inputs and working
 * formulas, built in the browser (ExcelJS is loaded on the first download).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '~/client/components/ui/card';
import { toast } from '~/client/components/ui/use-toast';
import type { CurrencyCode } from '~/shared/finance';
import { downloadBlob } from '../lib/download';
import { type SheetTemplate, spreadsheetTemplates } from './spreadsheet-templates';

export function TemplatesTab({ currency }: { currency: CurrencyCode }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);

  async function download(template: SheetTemplate) {
    setBusy(template.id);
    try {
      const { buildTemplateXlsx } = await import('./xlsx-writer');
      downloadBlob(await buildTemplateXlsx(template, currency), template.fileName);
      const fileName = template.fileName;
      toast({ title: t`Template downloaded`, description: t`${fileName} is in your downloads. Open it in Excel, Google Sheets or LibreOffice.` });
    } catch (err) {
      toast({ title: t`Download failed`, description: err instanceof Error ? err.message : t`Please try again.`, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="templates-heading">
      <h2 id="templates-heading" className="text-2xl font-semibold text-slate-900">
        <Trans>Financial templates</Trans>
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        <Trans>Spreadsheets with sample figures and working formulas. Blue cells are inputs; totals and results update as you change them.</Trans>
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {spreadsheetTemplates.map((template) => (
          <li key={template.id}>
            <Card className="flex h-full flex-col">
              <CardHeader className="flex-1">
                <span className="mb-2 flex h-10 w-10 items-center justify-center rounded-lg bg-green-50 text-green-700">
                  <FileSpreadsheet className="h-5 w-5" aria-hidden />
                </span>
                <CardTitle>{i18n._(template.title)}</CardTitle>
                <CardDescription>{i18n._(template.description)}</CardDescription>
              </CardHeader>
              <CardFooter>
                <Button variant="outline" onClick={() => void download(template)} disabled={busy !== null}>
                  {busy === template.id ? t`Preparing…` : t`Download .xlsx`}
                  {/* The visible words begin the accessible name (WCAG 2.5.3), which says which template. */}
                  <span className="sr-only"> <Trans>for {i18n._(template.title)}</Trans></span>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
