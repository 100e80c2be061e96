import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gifJsPolyglot, pngHtmlPolyglot, pngWithTrailingHtml } from '../../tests/support/security';
import { pngBytes } from '../../tests/support/talks';
import { isWellFormedImage } from './image-structure';

/** The classic 1×1 transparent GIF (43 bytes: header, screen, colour table, graphic control extension, image, trailer). */
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A 1×1 lossless WebP. */
const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const html = Buffer.from('<html><script>alert(1)</script></html>');
const blogImages = path.resolve(import.meta.dirname, '../../public/images/blog');

describe('isWellFormedImage', () => {
  it('accepts real PNGs: generated ones and every PNG the site ships', () => {
    expect(isWellFormedImage(pngBytes(4, 4), 'image/png')).toBe(true);
    const files = readdirSync(blogImages).filter((f) => f.endsWith('.png'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(isWellFormedImage(readFileSync(path.join(blogImages, f)), 'image/png'), f).toBe(true);
  });

  it('refuses a PNG with anything after IEND, a bad CRC, a missing IEND, or only a signature', () => {
    expect(isWellFormedImage(pngWithTrailingHtml(), 'image/png')).toBe(false);
    expect(isWellFormedImage(pngHtmlPolyglot(), 'image/png')).toBe(false);
    const png = Buffer.from(pngBytes(2, 2));
    const badCrc = Buffer.from(png);
    badCrc[29] ^= 0xff; // inside IHDR's CRC
    expect(isWellFormedImage(badCrc, 'image/png')).toBe(false);
    expect(isWellFormedImage(png.subarray(0, png.length - 12), 'image/png')).toBe(false);
    expect(isWellFormedImage(png.subarray(0, 8), 'image/png')).toBe(false);
  });

  it('accepts a real GIF and refuses the GIF/JavaScript polyglot, trailing data and a missing trailer', () => {
    expect(isWellFormedImage(GIF_1X1, 'image/gif')).toBe(true);
    expect(isWellFormedImage(gifJsPolyglot(), 'image/gif')).toBe(false);
    expect(isWellFormedImage(Buffer.concat([GIF_1X1, html]), 'image/gif')).toBe(false);
    expect(isWellFormedImage(GIF_1X1.subarray(0, GIF_1X1.length - 1), 'image/gif')).toBe(false);
  });

  it('accepts a real WebP and refuses one whose RIFF size does not match the file', () => {
    expect(isWellFormedImage(WEBP_1X1, 'image/webp')).toBe(true);
    expect(isWellFormedImage(Buffer.concat([WEBP_1X1, html]), 'image/webp')).toBe(false);
  });

  it('checks how a JPEG starts only (phones append data after its end), and leaves other types to their readers', () => {
    expect(isWellFormedImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0xff, 0xd9]), 'image/jpeg')).toBe(true);
    expect(isWellFormedImage(Buffer.from([0xff, 0xd8, 0x00, 0x00]), 'image/jpeg')).toBe(false);
    expect(isWellFormedImage(Buffer.from('%PDF-1.7'), 'application/pdf')).toBe(true);
  });
});
