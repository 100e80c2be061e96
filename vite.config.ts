import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  // harfbuzzjs finds its .wasm with `new URL('harfbuzz.wasm', import.meta.url)`, which the dev server's dependency
  // pre-bundling would point elsewhere; served as it is, the URL resolves (the build handles it either way). PGlite
  // (the SQL exercises, in the browser) finds its .wasm and .data files the same way.
  optimizeDeps: { exclude: ['harfbuzzjs', '@electric-sql/pglite'] },
});
