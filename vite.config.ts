import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vite';
import { gameNamed } from './web/src/game-facts.ts';

/**
 * One chunk per game: its engine (src/<game>/, its schema) and its part of the page (controls,
 * catalogs, measuring: web/src/part-<game>.ts and what only it uses). The page fetches the shown
 * game's chunk first (web/src/game-parts.ts) and another game's when the player switches to it;
 * nothing the first board needs may import a game's module statically (test/e2e/page-split.test.ts).
 */
export const GAME_CHUNKS: readonly { readonly name: string; readonly test: RegExp }[] = [
  { name: 'armada', test: /[\\/](src[\\/]armada[\\/]|src[\\/]schema[\\/]armada|web[\\/]src[\\/](part|controls|catalogs|effects|measuring)-armada\.)/ },
  { name: 'xwing', test: /[\\/](src[\\/]xwing[\\/]|src[\\/]schema[\\/]xwing|src[\\/]import[\\/]catalog[\\/]xwing-pilot-cards|web[\\/]src[\\/](part|controls|catalogs|effects|measuring)-xwing\.)/ },
  { name: 'ti4', test: /[\\/](src[\\/]ti4[\\/]|src[\\/]schema[\\/]ti4|web[\\/]src[\\/](part-ti4|controls-ti4|ti4-marks)\.)/ },
];

/**
 * The shown game's chunks are asked for by the HTML itself, beside the entry script, instead of
 * after the entry has run (one round trip less on a slow network): a few lines in the page read
 * the game from the shared link (`#s=` base64url JSON, web/src/url-state.ts), else take the game
 * the page opens on, and add a `modulepreload` link for each chunk of that game the entry does
 * not already bring.
 */
function preloadShownGame(): Plugin {
  return {
    name: 'shipmove-preload-shown-game',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (bundle === undefined) return html;
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Rolldown.OutputChunk, into: Set<string>) => {
          if (into.has(start.fileName)) return;
          into.add(start.fileName);
          for (const file of start.imports) {
            const next = byFile.get(file);
            if (next !== undefined) closure(next, into);
          }
        };
        const entry = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk, entry);
        const files: Record<string, string[]> = {};
        for (const game of ['armada', 'xwing', 'ti4']) {
          const wanted = new Set<string>();
          const roots = [`/src/${game}/engine.ts`, `/web/src/part-${game}.ts`];
          for (const chunk of chunks) if (chunk.moduleIds.some((id) => roots.some((r) => id.replaceAll('\\', '/').endsWith(r)))) closure(chunk, wanted);
          files[game] = [...wanted].filter((f) => !entry.has(f)).map((f) => `/${f}`);
        }
        const script = `(function(){var f=${JSON.stringify(files)},g=${JSON.stringify(gameNamed(undefined))};try{var m=/[#&]s=([^&]*)/.exec(location.hash);if(m){var t=atob(m[1].replace(/-/g,'+').replace(/_/g,'/')),n=/"game":"(\\w+)"/.exec(t);if(n&&f[n[1]])g=n[1]}}catch(e){}f[g].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The planner page: `web/` built into `dist/web/` (served by `shipmove serve`). Preact JSX is
 * compiled by Vite's own transformer (automatic runtime, import source `preact`), no plugin needed.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  base: '/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [preloadShownGame()],
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: GAME_CHUNKS.map((g) => ({ ...g })) } } },
  },
  server: { fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] } },
});
