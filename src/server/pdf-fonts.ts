/**
 * Font files for the PDFs the server makes (certificates, the partner students report): read from the installed
 * Fontsource packages (decision 008), on the first PDF that needs each one.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontFileLoader } from '~/shared/pdf/font-catalog';

const require = createRequire(import.meta.url);

/** Reads `@fontsource/…/files/….woff` from node_modules. */
export const serverFontFiles: FontFileLoader = async (file) => new Uint8Array(await readFile(require.resolve(file)));
