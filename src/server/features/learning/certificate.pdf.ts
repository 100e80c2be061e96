/**
 * The certificate PDF: A4 landscape, drawn with pdf-lib, with the holder's name, the course, the
 * date, the certificate id and a QR code (qrcode) of its public verification URL. Text goes through the PDF text
 * module: a name in any of the platform's scripts prints whole, and a long one shrinks, then wraps,
 * then ends with '…', inside the border. Its words and date are in the holder's language (`locale`, their
 * `users.locale`: server/i18n.ts); the name and the course title print as they are.
 */
import { dateFormats } from '~/shared/date-format';
import { type Locale, defaultLocale } from '~/shared/locales';
import { createPdfText } from '~/shared/pdf/pdf-text';
import { serverI18n } from '../../i18n';
import { serverFontFiles } from '../../pdf-fonts';

const messages = {
  documentTitle: /*i18n*/ { id: 'certificate.document-title', message: 'ChangePath certificate {id}' },
  heading: /*i18n*/ { id: 'certificate.heading', message: 'Certificate of Completion' },
  certifies: /*i18n*/ { id: 'certificate.certifies', message: 'This certifies that' },
  completed: /*i18n*/ { id: 'certificate.completed', message: 'has completed the course' },
  issued: /*i18n*/ { id: 'certificate.issued', message: 'Issued on {date}' },
  issuedWithScore: /*i18n*/ { id: 'certificate.issued-with-score', message: 'Issued on {date} · Passed with {percent}%' },
  id: /*i18n*/ { id: 'certificate.id', message: 'Certificate ID: {id}' },
  verify: /*i18n*/ { id: 'certificate.verify', message: 'Verify at {url}' },
};

const W = 842;
const H = 595;
/** Text keeps this far from the page's sides (the border is at 24 pt). */
const SIDE = 70;

// pdf-lib and qrcode load on the first certificate, not at server start (start time, measured by `npm run bench`: about 0.2 s).

/**
 * Builds the certificate. `timeZone` (IANA) decides the printed date: the platform's zone, named, so a course
 * finished at 00:30 IST shows that day — the same words as the verification page (`formatDate`).
 */
export async function certificatePdf(opts: {
  id: string;
  holderName: string;
  courseTitle: string;
  issuedAt: Date;
  verificationUrl: string;
  timeZone: string;
  scorePercent?: number | null;
  locale?: Locale;
}): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, { default: QRCode }] = await Promise.all([import('pdf-lib'), import('qrcode')]);
  const locale = opts.locale ?? defaultLocale;
  const i18n = serverI18n(locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(i18n._({ ...messages.documentTitle, values: { id: opts.id } }));
  pdf.setLanguage(locale);
  pdf.setAuthor('ChangePath');
  const page = pdf.addPage([W, H]);
  const text = await createPdfText(pdf, serverFontFiles);
  const blue = rgb(0.114, 0.306, 0.847);
  const ink = rgb(0.06, 0.09, 0.16);
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: blue, borderWidth: 3 });

  /** Fits `value` in the band between `bottom` and `top` (points), centred both ways. */
  const block = async (value: string, band: { bottom: number; top: number }, style: { sizes: [number, number]; maxLines: number; weight: 400 | 700; color: ReturnType<typeof rgb> }) => {
    const fitted = await text.fit(value, { width: W - 2 * SIDE, sizes: style.sizes, maxLines: style.maxLines, weight: style.weight });
    // The block's ink runs from the first line's cap height (≈ 0.72 em) to the last baseline.
    const inkHeight = fitted.size * 0.72 + (fitted.lines.length - 1) * fitted.leading;
    const firstBaseline = (band.top + band.bottom) / 2 + inkHeight / 2 - fitted.size * 0.72;
    await text.drawFitted(page, fitted, { x: SIDE, y: firstBaseline, width: W - 2 * SIDE, align: 'center', color: style.color });
  };

  await block('ChangePath', { bottom: 495, top: 520 }, { sizes: [20, 20], maxLines: 1, weight: 700, color: blue });
  await block(i18n._(messages.heading), { bottom: 440, top: 475 }, { sizes: [34, 34], maxLines: 1, weight: 700, color: ink });
  await block(i18n._(messages.certifies), { bottom: 400, top: 415 }, { sizes: [14, 14], maxLines: 1, weight: 400, color: ink });
  // Sign-up allows 200 characters: at the smallest size three lines hold that, whatever the script.
  await block(opts.holderName, { bottom: 320, top: 390 }, { sizes: [30, 14], maxLines: 3, weight: 700, color: ink });
  await block(i18n._(messages.completed), { bottom: 295, top: 308 }, { sizes: [14, 14], maxLines: 1, weight: 400, color: ink });
  await block(opts.courseTitle, { bottom: 235, top: 285 }, { sizes: [22, 12], maxLines: 2, weight: 700, color: blue });
  // The quiz result, as the verification page states it.
  const date = dateFormats(locale).formatDate(opts.issuedAt, opts.timeZone);
  const issued =
    typeof opts.scorePercent === 'number' ? i18n._({ ...messages.issuedWithScore, values: { date, percent: opts.scorePercent } }) : i18n._({ ...messages.issued, values: { date } });
  await block(issued, { bottom: 205, top: 220 }, { sizes: [13, 13], maxLines: 1, weight: 400, color: ink });

  const footerWidth = W - 60 - 60 - 130;
  const id = await text.fit(i18n._({ ...messages.id, values: { id: opts.id } }), { width: footerWidth, sizes: [11, 7] });
  await text.drawFitted(page, id, { x: 60, y: 80, width: footerWidth, color: ink });
  const verify = await text.fit(i18n._({ ...messages.verify, values: { url: opts.verificationUrl } }), { width: footerWidth, sizes: [9, 6] });
  await text.drawFitted(page, verify, { x: 60, y: 62, width: footerWidth, color: ink });
  const qr = await QRCode.toBuffer(opts.verificationUrl, { type: 'png', margin: 1, width: 240 });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: W - 60 - 110, y: 50, width: 110, height: 110 });
  return text.save();
}
