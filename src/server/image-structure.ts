/**
 * Structural check of an uploaded image, after `file-type` has recognised it by its magic number (the
 * uploads rule: polyglots are refused everywhere a file is accepted). A magic number says how a file starts, not
 * that the rest is an image: a PNG with an HTML document after its end, or a GIF header that is really
 * JavaScript, passed. This walks the format's own framing and requires that the file ends where the image ends.
 *
 * `isWellFormedImage(bytes, mime)` → true when:
 *  - image/png: the chunks (length, type, data, CRC-32) run from the signature to IEND with valid CRCs, IHDR
 *    first, and nothing after IEND;
 *  - image/gif: the header, screen descriptor, colour tables and blocks (images, extensions and their
 *    sub-blocks) run to the trailer byte, which is the last byte;
 *  - image/jpeg: starts with SOI (FFD8FF). Not its end: phones append data after EOI (motion photos), and
 *    refusing those would refuse ordinary photos;
 *  - image/webp: the RIFF size field matches the file's length.
 * Any other type → true (only images are framed here; PDFs and documents are checked by their own readers).
 * Pure; never throws. Why our own: docs/decisions/002.
 */
import { crc32 } from 'node:zlib';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function wellFormedPng(b: Uint8Array): boolean {
  if (b.length < 8 || PNG_SIGNATURE.some((v, i) => b[i] !== v)) return false;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = view.getUint32(at);
    const typeStart = at + 4;
    const dataEnd = typeStart + 4 + length;
    if (length > 0x7fffffff || dataEnd + 4 > b.length) return false;
    const type = String.fromCharCode(...b.subarray(typeStart, typeStart + 4));
    if (!/^[A-Za-z]{4}$/.test(type)) return false;
    if (first && type !== 'IHDR') return false;
    first = false;
    if (crc32(b.subarray(typeStart, dataEnd)) !== view.getUint32(dataEnd)) return false;
    at = dataEnd + 4;
    if (type === 'IEND') return at === b.length;
  }
  return false;
}

/** Skips GIF data sub-blocks (a size byte, then that many bytes, until a size of 0); returns the offset after them or -1. */
function skipSubBlocks(b: Uint8Array, at: number): number {
  while (at < b.length) {
    const size = b[at];
    at += 1;
    if (size === 0) return at;
    at += size;
  }
  return -1;
}

function wellFormedGif(b: Uint8Array): boolean {
  const head = String.fromCharCode(...b.subarray(0, 6));
  if (head !== 'GIF87a' && head !== 'GIF89a') return false;
  if (b.length < 14) return false;
  let at = 13;
  const screenFlags = b[10];
  if (screenFlags & 0x80) at += 3 * 2 ** ((screenFlags & 0x07) + 1);
  while (at < b.length) {
    const introducer = b[at];
    if (introducer === 0x3b) return at === b.length - 1;
    if (introducer === 0x21) {
      // Extension: label, then sub-blocks.
      at = skipSubBlocks(b, at + 2);
    } else if (introducer === 0x2c) {
      // Image descriptor (10 bytes), optional local colour table, LZW minimum code size, then sub-blocks.
      if (at + 10 > b.length) return false;
      const flags = b[at + 9];
      at += 10;
      if (flags & 0x80) at += 3 * 2 ** ((flags & 0x07) + 1);
      at = skipSubBlocks(b, at + 1);
    } else {
      return false;
    }
    if (at < 0 || at > b.length) return false;
  }
  return false;
}

function wellFormedJpeg(b: Uint8Array): boolean {
  return b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
}

function wellFormedWebp(b: Uint8Array): boolean {
  if (b.length < 12) return false;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP' && view.getUint32(4, true) + 8 === b.length;
}

export function isWellFormedImage(bytes: Uint8Array, mime: string): boolean {
  switch (mime) {
    case 'image/png':
      return wellFormedPng(bytes);
    case 'image/gif':
      return wellFormedGif(bytes);
    case 'image/jpeg':
      return wellFormedJpeg(bytes);
    case 'image/webp':
      return wellFormedWebp(bytes);
    default:
      return true;
  }
}
