/**
 * WOFF 1.0 → plain OpenType/TrueType bytes (W3C WOFF File Format 1.0): HarfBuzz shapes only plain font
 * tables, and the fonts we ship are WOFF (decision 008). Each table is stored zlib-compressed or as is; this
 * unpacks them and writes the sfnt table directory the spec describes. Runs in browsers and Node (both have
 * DecompressionStream). Throws on a file that is not WOFF 1.0 or whose tables do not unpack to their stated size.
 */

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The sfnt bytes inside a WOFF 1.0 file. Bytes that already are an sfnt (TrueType or CFF) come back as they are. */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const src = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const signature = src.getUint32(0);
  if (signature === 0x00010000 || signature === 0x4f54544f /* 'OTTO' */) return woff;
  if (signature !== 0x774f4646 /* 'wOFF' */) throw new Error('Not a WOFF 1.0 font file');
  const flavor = src.getUint32(4);
  const numTables = src.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((o) => src.getUint32(entry + o));
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? await inflate(stored) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table did not unpack to its stated length');
    tables.push({ tag, checksum, data });
  }
  const padded = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = new Uint8Array(headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const dst = new DataView(out.buffer);
  const log2 = Math.floor(Math.log2(numTables));
  dst.setUint32(0, flavor);
  dst.setUint16(4, numTables);
  dst.setUint16(6, 2 ** log2 * 16);
  dst.setUint16(8, log2);
  dst.setUint16(10, numTables * 16 - 2 ** log2 * 16);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    dst.setUint32(record, t.tag);
    dst.setUint32(record + 4, t.checksum);
    dst.setUint32(record + 8, offset);
    dst.setUint32(record + 12, t.data.length);
    out.set(t.data, offset);
    offset += padded(t.data.length);
  });
  return out;
}
