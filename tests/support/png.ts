/**
 * Real PNG files built byte by byte (signature, IHDR, zlib IDAT, IEND, correct CRCs), for the upload tests: the API
 * tests (through talks.ts) and the browser tests import them; the server checks images whole (image-structure.ts).
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid `width`×`height` RGB PNG of one colour (signature, IHDR, zlib IDAT with filter bytes, IEND). */
export function pngBytes(width = 2, height = 2, rgb: [number, number, number] = [200, 80, 20]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid PNG of exactly `size` bytes: pngBytes() with a private ancillary chunk ('prVt', zeros) before IEND, so
 * the file stays well-formed (image-structure.ts refuses bytes after IEND). `size` ≥ pngBytes().length + 12.
 */
export function pngOfSize(size: number): Buffer {
  const png = pngBytes();
  const iendAt = png.length - 12;
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error(`A PNG cannot be smaller than ${png.length + 12} bytes here`);
  return Buffer.concat([png.subarray(0, iendAt), chunk('prVt', Buffer.alloc(padding)), png.subarray(iendAt)]);
}
