/**
 * Reads chat attachments on the server: the type is decided by content (file-type), never by name
 * alone. PDF text with unpdf, DOCX text with mammoth, TXT as UTF-8; legacy .doc refused; images passed to
 * models that accept them. Each file at most MAX_ATTACHMENT_BYTES; DOCX and PDF are parsed within the hard limits of
 * bounded-documents.ts (decompressed size, zip entries, pages, text, time, parses at once).
 */
import { fileTypeFromBuffer } from 'file-type';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, aiMessages } from '~/shared/ai';
import { AppError } from '../../errors';
import { isWellFormedImage } from '../../image-structure';
import { DocumentTooLarge, readDocxText, readPdfText } from './bounded-documents';

export type AttachmentKind = 'pdf' | 'docx' | 'txt' | 'image';
export interface ReadAttachment {
  name: string;
  kind: AttachmentKind;
  mime: string;
  size: number;
  /** Extracted text (capped), null for images. */
  text: string | null;
  /** Image bytes for models that accept images. */
  bytes?: Uint8Array;
}

/** Most characters of extracted text passed on per file. */
export const MAX_EXTRACTED_CHARS = 20_000;
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Reads every uploaded file; 400 for an unsupported or unreadable one, 413 for one that is too large. */
export async function readAttachments(files: File[]): Promise<ReadAttachment[]> {
  if (files.length > MAX_ATTACHMENTS) throw new AppError('bad_request', aiMessages.tooManyFiles(MAX_ATTACHMENTS));
  const out: ReadAttachment[] = [];
  for (const file of files) out.push(await readOne(file));
  return out;
}

async function readOne(file: File): Promise<ReadAttachment> {
  const name = file.name.slice(0, 200) || 'attachment';
  if (file.size > MAX_ATTACHMENT_BYTES) throw new AppError('payload_too_large', aiMessages.fileTooLarge(name));
  if (file.size === 0) throw new AppError('bad_request', aiMessages.fileEmpty(name));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(bytes);
  const lower = name.toLowerCase();
  if (sniffed?.mime === 'application/pdf') {
    try {
      const text = await readPdfText(bytes, MAX_EXTRACTED_CHARS);
      return { name, kind: 'pdf', mime: sniffed.mime, size: file.size, text: cap(text) };
    } catch (err) {
      throw refusal(err, name, `${name} could not be read as a PDF.`);
    }
  }
  if (sniffed?.mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' || (sniffed?.mime === 'application/zip' && lower.endsWith('.docx'))) {
    try {
      const text = await readDocxText(bytes, MAX_EXTRACTED_CHARS);
      return { name, kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: file.size, text: cap(text) };
    } catch (err) {
      throw refusal(err, name, `${name} could not be read as a Word document.`);
    }
  }
  if (sniffed?.mime === 'application/x-cfb' || lower.endsWith('.doc')) throw new AppError('bad_request', aiMessages.legacyDoc);
  if (sniffed && IMAGE_MIMES.has(sniffed.mime)) {
    // A magic number is not an image: a PNG with HTML after its end, or a GIF header that is JavaScript, is refused.
    if (!isWellFormedImage(bytes, sniffed.mime)) throw new AppError('bad_request', aiMessages.notAnImage(name));
    return { name, kind: 'image', mime: sniffed.mime, size: file.size, text: null, bytes };
  }
  if (!sniffed && lower.endsWith('.txt')) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (text.includes('\u0000')) throw new AppError('bad_request', aiMessages.notText(name));
    return { name, kind: 'txt', mime: 'text/plain', size: file.size, text: cap(text) };
  }
  throw new AppError('bad_request', aiMessages.fileKinds(name));
}

/** A parse failure as the API's error: over a limit → 413 with the spec-voiced sentence, otherwise 400 `unreadable`. */
function refusal(err: unknown, name: string, unreadable: string): AppError {
  if (err instanceof DocumentTooLarge) return new AppError('payload_too_large', aiMessages.documentTooLarge(name));
  return new AppError('bad_request', unreadable);
}

const cap = (text: string) => (text.length > MAX_EXTRACTED_CHARS ? text.slice(0, MAX_EXTRACTED_CHARS) + '\n[…truncated]' : text);
