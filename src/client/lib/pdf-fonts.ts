/**
 * Font files for the PDFs the browser makes (pitch deck, canvas): the build copies each Fontsource WOFF file the
 * PDF text module may need into the assets (hashed, cached for a year) and this maps package paths to those URLs.
 * Nothing is fetched until a PDF needs a file, and this module itself loads only with the PDF exporters
 * (decision 008), never with a page.
 */
import type { FontFileLoader } from '~/shared/pdf/font-catalog';

// Only the files the catalogue uses: Noto Sans's Latin, Greek and Cyrillic files, the Indic scripts' own files and
// Noto Sans SC's numbered files, in the two weights drawn (400, 700).
const urls: Record<string, string> = {
  ...import.meta.glob('/node_modules/@fontsource/noto-sans/files/noto-sans-{latin,latin-ext,vietnamese,greek,greek-ext,cyrillic,cyrillic-ext}-{400,700}-normal.woff', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob(
    [
      '/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-{400,700}-normal.woff',
      '/node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-{400,700}-normal.woff',
      '/node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-{400,700}-normal.woff',
      '/node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-{400,700}-normal.woff',
      '/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-[0-9]*-{400,700}-normal.woff',
    ],
    { query: '?url', import: 'default', eager: true },
  ),
};

const fetched = new Map<string, Promise<Uint8Array>>();

/** Fetches `@fontsource/…/files/….woff` from the build's assets (once per page load). */
export const browserFontFiles: FontFileLoader = (file) => {
  let pending = fetched.get(file);
  if (!pending) {
    const url = urls[`/node_modules/${file}`];
    if (!url) return Promise.reject(new Error(`No font file ${file} in this build`));
    pending = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`The font ${file} could not be loaded (HTTP ${res.status})`);
      return new Uint8Array(await res.arrayBuffer());
    });
    fetched.set(file, pending);
    pending.catch(() => fetched.delete(file));
  }
  return pending;
};

/** How many font files the build carries (a test checks the catalogue and the build agree). */
export const bundledFontFileCount = Object.keys(urls).length;
