import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built planner page, held in memory: request path ("/assets/x.js") to body and type. */
export interface StaticFile {
  readonly body: Uint8Array;
  readonly type: string;
  /** Hashed build assets never change; everything else is revalidated. */
  readonly immutable: boolean;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Where `vite build` put the page: `dist/web` beside the compiled server (`dist/server` ->
 * `dist/web`), or, when the server runs from `src/server` through tsx, the repository's `dist/web`.
 */
export function findWebRoot(): string | null {
  const here = fileURLToPath(new URL('.', import.meta.url));
  for (const candidate of [join(here, '..', 'web'), join(here, '..', '..', 'dist', 'web')]) {
    if (existsSync(join(candidate, 'index.html'))) return candidate;
  }
  return null;
}

/** Reads every file under `root` (the page is small: a few hundred kB). */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    if (!statSync(full).isFile()) continue;
    const path = `/${relative(root, full).split(sep).join('/')}`;
    files.set(path, {
      body: new Uint8Array(readFileSync(full)),
      type: TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
      immutable: path.startsWith('/assets/'),
    });
  }
  return files;
}
