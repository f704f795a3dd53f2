/**
 * What the planner page fetches before its first board, per game: the page is built with the
 * project's Vite config (nothing written), and for each game the entry chunk, everything it
 * imports, and that game's two dynamic imports (its engine, src/<game>/engine.ts, and its page
 * part, web/src/part-<game>.ts) with their imports are counted, with their sizes as sent
 * (brotli at quality 6, as the server sends them, and gzip). Used by the bundle benchmark and by a test that
 * checks that no game's code comes with another game's first board.
 */
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import type { Game } from '../src/index.ts';

// The repository (the benchmarks run compiled in .bench-build/, from the repository's root).
const root = process.cwd();

export interface FirstLoad {
  readonly game: Game;
  /** The chunk files fetched for the first board, entry first. */
  readonly files: readonly string[];
  /** The source modules in them (paths from the repository root). */
  readonly modules: readonly string[];
  readonly bytes: number;
  readonly gzip: number;
  readonly brotli: number;
}

export interface PageChunks {
  readonly games: readonly FirstLoad[];
  /** Every chunk's file and size (minified), for the record. */
  readonly chunks: readonly { readonly file: string; readonly bytes: number }[];
  /** The whole page's script, every chunk (minified bytes). */
  readonly totalBytes: number;
}

const relative = (id: string): string => (id.startsWith(root) ? id.slice(root.length + 1) : id);

export async function pageChunks(): Promise<PageChunks> {
  const built = await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (entry === undefined) throw new Error('the page build has no entry chunk');
  const closure = (starts: readonly Rolldown.OutputChunk[]): Rolldown.OutputChunk[] => {
    const seen = new Map<string, Rolldown.OutputChunk>();
    const visit = (chunk: Rolldown.OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next !== undefined) visit(next);
      }
    };
    for (const start of starts) visit(start);
    return [...seen.values()];
  };
  const facade = (path: string): Rolldown.OutputChunk => {
    const found = chunks.find((c) => c.moduleIds.some((id) => relative(id) === path));
    if (found === undefined) throw new Error(`no chunk holds ${path}`);
    return found;
  };
  const games = (['armada', 'xwing', 'ti4'] as const).map((game): FirstLoad => {
    const loaded = closure([entry, facade(`src/${game}/engine.ts`), facade(`web/src/part-${game}.ts`)]);
    const code = loaded.map((c) => Buffer.from(c.code));
    return {
      game,
      files: loaded.map((c) => c.fileName),
      modules: loaded.flatMap((c) => c.moduleIds.map(relative)),
      bytes: code.reduce((t, b) => t + b.length, 0),
      gzip: code.reduce((t, b) => t + gzipSync(b, { level: 9 }).length, 0),
      brotli: code.reduce((t, b) => t + brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length, 0),
    };
  });
  return { games, chunks: chunks.map((c) => ({ file: c.fileName, bytes: c.code.length })), totalBytes: chunks.reduce((t, c) => t + c.code.length, 0) };
}
