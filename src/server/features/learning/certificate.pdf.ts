/**
 * The certificate PDF (issue 7): A4 landscape, drawn with pdf-lib, with the holder's name, the course, the
 * date, the certificate id and a QR code (qrcode) of its public verification URL.
 */
// pdf-lib and qrcode load on the first certificate, not at server start (issue 9 start time: about 0.2 s).

/** `timeZone` (IANA) decides the printed date: the platform's zone, so a course finished at 00:30 IST shows that day. */
export async function certificatePdf(opts: { id: string; holderName: string; courseTitle: string; issuedAt: Date; verificationUrl: string; timeZone: string }): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb }, { default: QRCode }] = await Promise.all([import('pdf-lib'), import('qrcode')]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`ChangePath certificate ${opts.id}`);
  pdf.setAuthor('ChangePath');
  const page = pdf.addPage([842, 595]);
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const blue = rgb(0.114, 0.306, 0.847);
  const ink = rgb(0.06, 0.09, 0.16);
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: blue, borderWidth: 3 });
  // The standard PDF fonts draw WinAnsi only. NOTE: a name in another script (e.g. Devanagari) needs an
  // embedded font (pdf-lib + fontkit + Noto); until then accents are dropped and other letters become '?'.
  const drawable = (text: string, font: typeof sans) => {
    try {
      font.encodeText(text);
      return text;
    } catch {
      const plain = text.normalize('NFKD').replace(/\p{M}/gu, '');
      return Array.from(plain, (ch) => {
        try {
          font.encodeText(ch);
          return ch;
        } catch {
          return '?';
        }
      }).join('');
    }
  };
  const centre = (raw: string, y: number, size: number, font = sans, color = ink) => {
    const text = drawable(raw, font);
    page.drawText(text, { x: (842 - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
  };
  centre('ChangePath', 500, 20, serif, blue);
  centre('Certificate of Completion', 445, 34, serif);
  centre('This certifies that', 395, 14);
  centre(opts.holderName, 350, 30, serif);
  centre('has completed the course', 310, 14);
  centre(opts.courseTitle, 270, 22, serif, blue);
  const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: opts.timeZone }).format(opts.issuedAt);
  centre(`Issued on ${date}`, 225, 13);
  page.drawText(`Certificate ID: ${opts.id}`, { x: 60, y: 80, size: 11, font: sans, color: ink });
  page.drawText(`Verify at ${opts.verificationUrl}`, { x: 60, y: 62, size: 9, font: sans, color: ink });
  const qr = await QRCode.toBuffer(opts.verificationUrl, { type: 'png', margin: 1, width: 240 });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: 842 - 60 - 110, y: 50, width: 110, height: 110 });
  return pdf.save();
}
