import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// Lingui's macros are compiled by Babel: the plugin's faster native transform ships as a platform binary that npm
// skips when it runs on the machines' Node 20 (the binary asks for Node 22.19+), so a fresh install would lack it.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

export default defineConfig({
  plugins: [tailwindcss(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui({ failOnMissing: true }), reactRouter()],
  // Vite's manifest names each built chunk's source: the server reads it to preload the page language's message
  // catalogue (pages/page-handler.ts `catalogueHrefs`).
  build: { manifest: true },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  // harfbuzzjs finds its .wasm with `new URL('harfbuzz.wasm', import.meta.url)`, which the dev server's dependency
  // pre-bundling would point elsewhere; served as it is, the URL resolves (the build handles it either way). PGlite
  // (the SQL exercises, in the browser) finds its .wasm and .data files the same way.
  optimizeDeps: { exclude: ['harfbuzzjs', '@electric-sql/pglite'] },
});
