/**
 * Reading attached documents with hard limits ("Zip bombs through chat attachments"; decision 010).
 * A 500 KB upload can unpack to gigabytes, so the compressed size checked at the door says nothing about the
 * memory or time a parse takes. Every DOCX and PDF read here is bounded before and while it is unpacked:
 *
 * - DOCX (a zip): at most DOCUMENT_LIMITS.zipEntries entries; only the XML parts mammoth reads are inflated, by
 *   yauzl (streaming, zlib), and their declared *and* actual sizes together stay under docxXmlBytes (a lying
 *   size field is caught by yauzl's byte count, and ours stops the stream at the cap). mammoth is then given a
 *   new zip holding only those parts (stored, fflate), so it never inflates anything we have not measured.
 * - PDF: every stream in the file is inflated once by zlib with a running cap (pdfInflatedBytes, nested
 *   Flate filters included) before pdf.js sees it; more than pdfPages pages is refused; text is read page by
 *   page through pdf.js's text stream and reading stops at MAX_EXTRACTED_CHARS.
 * - Every parse runs through one per-process queue (concurrentParses at a time) and is abandoned after
 *   parseTimeoutMs.
 *
 * A document over a limit throws DocumentTooLarge (the route answers 413 with aiMessages.documentTooLarge);
 * an unreadable one throws DocumentUnreadable (400, the caller's existing message).
 */
import { Buffer } from 'node:buffer';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { zipSync } from 'fflate';
import pLimit from 'p-limit';
import yauzl from 'yauzl';

const MB = 1024 * 1024;

/** The hard limits (decision 010 says why each number). */
export const DOCUMENT_LIMITS = {
  /** Entries in a DOCX's zip directory; Word writes 10–40, a CV with many images a few hundred. */
  zipEntries: 1000,
  /** Decompressed bytes of a DOCX's XML parts together; a 100-page report's document.xml is 1–3 MB. */
  docxXmlBytes: 12 * MB,
  /** Pages in a PDF. */
  pdfPages: 100,
  /** Decompressed bytes of all of a PDF's Flate streams together (images included). */
  pdfInflatedBytes: 32 * MB,
  /** Wall-clock time one parse may take once it has started. */
  parseTimeoutMs: 15_000,
  /** Parses running at once in this process; the rest wait their turn. */
  concurrentParses: 2,
} as const;

/** The document is over one of DOCUMENT_LIMITS (a bomb, or simply too big to read here). */
export class DocumentTooLarge extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DocumentTooLarge';
  }
}

/** The document could not be parsed as what it claims to be. */
export class DocumentUnreadable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DocumentUnreadable';
  }
}

const queue = pLimit(DOCUMENT_LIMITS.concurrentParses);

/**
 * Runs `parse` through the per-process queue with the parse timeout. `onTimeout` releases what the parse holds
 * (pdf.js's document); the promise rejects with DocumentTooLarge when the time is up.
 */
function bounded<T>(parse: (signal: { timedOut: boolean }) => Promise<T>, onTimeout?: () => void): Promise<T> {
  return queue(async () => {
    const signal = { timedOut: false };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        signal.timedOut = true;
        onTimeout?.();
        reject(new DocumentTooLarge(`parse took longer than ${DOCUMENT_LIMITS.parseTimeoutMs} ms`));
      }, DOCUMENT_LIMITS.parseTimeoutMs);
    });
    try {
      return await Promise.race([parse(signal), timeout]);
    } finally {
      clearTimeout(timer);
    }
  });
}

/** Extracted text of a DOCX, at most `maxChars` characters (more is cut). Throws DocumentTooLarge / DocumentUnreadable. */
export function readDocxText(bytes: Uint8Array, maxChars: number): Promise<string> {
  return bounded(async () => {
    const parts = await inflateDocxParts(bytes);
    const mammoth = await import('mammoth');
    try {
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(zipSync(parts, { level: 0 })) });
      return value.slice(0, maxChars + 1);
    } catch (err) {
      throw new DocumentUnreadable(err instanceof Error ? err.message : String(err));
    }
  });
}

/** Parts mammoth reads: the package's XML and relationship files (media are never inflated). */
const isMarkupPart = (name: string) => /\.(xml|rels)$/i.test(name);

/** The DOCX's XML parts, decompressed within DOCUMENT_LIMITS. */
async function inflateDocxParts(bytes: Uint8Array): Promise<Record<string, Uint8Array>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, strictFileNames: true }, (err, z) =>
      err || !z ? reject(new DocumentUnreadable(err?.message ?? 'not a zip')) : resolve(z),
    ),
  );
  if (zip.entryCount > DOCUMENT_LIMITS.zipEntries) {
    zip.close();
    throw new DocumentTooLarge(`${zip.entryCount} zip entries`);
  }
  const parts: Record<string, Uint8Array> = {};
  let total = 0;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      zip.close();
      reject(err);
    };
    zip.on('error', (err: Error) => fail(new DocumentUnreadable(err.message)));
    zip.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(parts);
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      if (settled) return;
      if (entry.fileName.endsWith('/') || !isMarkupPart(entry.fileName)) return zip.readEntry();
      // Declared size first: refused before a byte is inflated.
      if (total + entry.uncompressedSize > DOCUMENT_LIMITS.docxXmlBytes) return fail(new DocumentTooLarge(`declared ${total + entry.uncompressedSize} bytes unpacked`));
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return fail(new DocumentUnreadable(err?.message ?? 'unreadable entry'));
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          // Actual size while inflating: a size field that lies is stopped here (or by yauzl's own count).
          if (total > DOCUMENT_LIMITS.docxXmlBytes) {
            stream.destroy();
            return fail(new DocumentTooLarge(`more than ${DOCUMENT_LIMITS.docxXmlBytes} bytes unpacked`));
          }
          chunks.push(chunk);
        });
        stream.on('error', (e: Error) => fail(/too many bytes/i.test(e.message) ? new DocumentTooLarge(e.message) : new DocumentUnreadable(e.message)));
        stream.on('end', () => {
          if (settled) return;
          parts[entry.fileName] = new Uint8Array(Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}

/** Extracted text of a PDF (pages joined by newlines), at most about `maxChars` characters. Throws DocumentTooLarge / DocumentUnreadable. */
export function readPdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  let release: (() => void) | undefined;
  return bounded(
    async (signal) => {
      await measurePdfStreams(bytes);
      const { getDocumentProxy } = await import('unpdf');
      let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
      try {
        pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, stopAtErrors: false });
      } catch (err) {
        throw new DocumentUnreadable(err instanceof Error ? err.message : String(err));
      }
      release = () => void pdf.loadingTask.destroy();
      try {
        if (pdf.numPages > DOCUMENT_LIMITS.pdfPages) throw new DocumentTooLarge(`${pdf.numPages} pages`);
        const pages: string[] = [];
        let length = 0;
        for (let n = 1; n <= pdf.numPages && length <= maxChars && !signal.timedOut; n++) {
          const page = await pdf.getPage(n);
          const reader = page.streamTextContent().getReader();
          let text = '';
          // Read the page's text in pdf.js's chunks and stop once there is enough: a page of millions of
          // glyphs is never held as one array.
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            for (const item of (value as { items: { str?: string; hasEOL?: boolean }[] }).items) {
              if (typeof item.str === 'string') text += item.str + (item.hasEOL ? '\n' : '');
            }
            if (length + text.length > maxChars || signal.timedOut) {
              await reader.cancel(new Error('text cap reached'));
              break;
            }
          }
          page.cleanup();
          pages.push(text);
          length += text.length + 1;
        }
        return pages.join('\n').slice(0, maxChars + 1);
      } catch (err) {
        if (err instanceof DocumentTooLarge) throw err;
        throw new DocumentUnreadable(err instanceof Error ? err.message : String(err));
      } finally {
        await pdf.loadingTask.destroy();
      }
    },
    () => release?.(),
  );
}

const inflateAsync = promisify(zlib.inflate);
const STREAM = Buffer.from('stream');
const isZlibHeader = (b: Uint8Array) => b.length >= 2 && (b[0] & 0x0f) === 8 && ((b[0] << 8) | b[1]) % 31 === 0;

/**
 * Inflates every zlib stream in the PDF's bytes (the data after each `stream` keyword, and a zlib stream
 * inside that, for chained Flate filters) with a running cap: over DOCUMENT_LIMITS.pdfInflatedBytes throws
 * DocumentTooLarge. Streams that are not zlib data (JPEG, text, encrypted) cost nothing here. zlib stops at the
 * cap (maxOutputLength), so the check itself never holds more than the remaining allowance, and it inflates on
 * libuv's thread pool, not on the event loop.
 */
async function measurePdfStreams(bytes: Uint8Array): Promise<void> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let remaining: number = DOCUMENT_LIMITS.pdfInflatedBytes;
  const inflate = async (data: Uint8Array, depth: number): Promise<void> => {
    if (!isZlibHeader(data)) return;
    let out: Buffer;
    try {
      out = await inflateAsync(data, { maxOutputLength: remaining + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new DocumentTooLarge(`more than ${DOCUMENT_LIMITS.pdfInflatedBytes} bytes unpacked`);
      return; // Not zlib data after all: pdf.js will judge it.
    }
    remaining -= out.length;
    if (remaining < 0) throw new DocumentTooLarge(`more than ${DOCUMENT_LIMITS.pdfInflatedBytes} bytes unpacked`);
    if (depth < 4) await inflate(out, depth + 1);
  };
  for (let at = buf.indexOf(STREAM); at !== -1; at = buf.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && buf.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + STREAM.length;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    await inflate(buf.subarray(start), 0);
  }
}
