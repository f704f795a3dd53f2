import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The planner page: `web/` built into `dist/web/` (served by `shipmove serve`). Preact JSX is
 * compiled by Vite's own transformer (automatic runtime, import source `preact`), no plugin needed.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  base: '/',
  publicDir: false,
  logLevel: 'warn',
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1024,
  },
  server: { fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] } },
});
