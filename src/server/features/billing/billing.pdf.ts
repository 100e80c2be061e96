/**
 * A tax invoice or credit note as PDF (A4 portrait), with what rule 46 of the CGST Rules asks: the supplier's name,
 * address and GSTIN; the document's serial number and date; the recipient's name, e-mail, GSTIN when they have one,
 * and the place of supply (state and code); the description and SAC; the taxable value, the discount, CGST and SGST or
 * IGST with their rate and amount, and the total; a credit note cites the invoice it corrects. Text goes through the
 * PDF text module, so any name prints whole.
 */
import { GST_RATE_PERCENT, INDIAN_STATES, type StateCode, formatPaise } from '~/shared/billing';
import { formatDate } from '~/shared/date-format';
import { createPdfText } from '~/shared/pdf/pdf-text';
import { serverFontFiles } from '../../pdf-fonts';
import type { Supplier } from './billing.documents';

const W = 595;
const H = 842;
const MARGIN = 50;

/** The fields the PDF prints (a `tax_documents` row, with the number of the invoice a credit note cites). */
export interface PrintableDocument {
  kind: string;
  number: string;
  issued_at: Date;
  buyer_name: string;
  buyer_email: string;
  buyer_state: string;
  buyer_gstin: string | null;
  description: string;
  sac: string;
  list_price_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  supplier: Supplier;
  cites: string | null;
}

const stateName = (code: string) => `${INDIAN_STATES[code as StateCode] ?? 'Unknown state'} (${code})`;

/** The document's text lines, label and value, in print order (the PDF draws them; tests read them). */
export function documentLines(doc: PrintableDocument, timeZone: string): Array<[string, string]> {
  const credit = doc.kind === 'credit_note';
  // Prices include GST: the discount is stated on the GST-inclusive price, and the taxable value is after it.
  const discount = doc.list_price_paise - doc.total_paise;
  const half = GST_RATE_PERCENT / 2;
  return [
    ['Supplier', doc.supplier.name],
    ['Address', doc.supplier.address],
    ['GSTIN', doc.supplier.gstin],
    [credit ? 'Credit note number' : 'Invoice number', doc.number],
    [credit ? 'Date of issue' : 'Invoice date', formatDate(doc.issued_at, timeZone)],
    ...(credit && doc.cites ? [['Against invoice', doc.cites] as [string, string]] : []),
    ['Recipient', doc.buyer_name || doc.buyer_email],
    ['E-mail', doc.buyer_email],
    ...(doc.buyer_gstin ? [['Recipient GSTIN', doc.buyer_gstin] as [string, string]] : []),
    ['Place of supply', stateName(doc.buyer_state)],
    ['Description', doc.description],
    ['SAC', doc.sac],
    ['Tax payable on reverse charge', 'No'],
    ...(discount > 0 ? [['Price before discount (GST included)', formatPaise(doc.list_price_paise)] as [string, string], ['Discount', formatPaise(discount)] as [string, string]] : []),
    ['Taxable value', formatPaise(doc.taxable_paise)],
    ...(doc.igst_paise > 0 || (doc.cgst_paise === 0 && doc.sgst_paise === 0)
      ? [[`IGST at ${GST_RATE_PERCENT}%`, formatPaise(doc.igst_paise)] as [string, string]]
      : [[`CGST at ${half}%`, formatPaise(doc.cgst_paise)] as [string, string], [`SGST at ${half}%`, formatPaise(doc.sgst_paise)] as [string, string]]),
    [credit ? 'Total credited' : 'Total (GST included)', formatPaise(doc.total_paise)],
  ];
}

/** Draws the document; answers the PDF's bytes. */
export async function taxDocumentPdf(doc: PrintableDocument, timeZone: string): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const title = doc.kind === 'credit_note' ? 'Credit note' : 'Tax invoice';
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setAuthor(doc.supplier.name);
  const text = await createPdfText(pdf, serverFontFiles);
  const muted = rgb(0.2, 0.25, 0.33);
  const page = pdf.addPage([W, H]);
  let y = H - MARGIN - 20;
  await text.draw(page, title, { x: MARGIN, y, size: 20, weight: 700 });
  y -= 36;
  const labelWidth = 200;
  const valueWidth = W - 2 * MARGIN - labelWidth;
  for (const [label, value] of documentLines(doc, timeZone)) {
    const fitted = await text.fit(value, { width: valueWidth, sizes: [11, 8], maxLines: 3 });
    const total = label.startsWith('Total');
    await text.draw(page, label, { x: MARGIN, y, size: 10, color: muted, weight: total ? 700 : 400 });
    await text.drawFitted(page, total ? { ...fitted, weight: 700 } : fitted, { x: MARGIN + labelWidth, y, width: valueWidth });
    y -= Math.max(fitted.lines.length * fitted.leading, 14) + 6;
    if (label === 'GSTIN' || label === 'Place of supply' || label === 'SAC') {
      page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: W - MARGIN, y: y + 6 }, thickness: 0.5, color: muted });
      y -= 8;
    }
  }
  y -= 10;
  await text.draw(page, 'Prices include GST. This document was issued electronically and needs no signature.', { x: MARGIN, y, size: 9, color: muted });
  return text.save();
}
