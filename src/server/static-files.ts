import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The built planner page, held in memory: request path ("/assets/x.js") to body and type. */
export interface StaticFile {
  readonly body: Uint8Array;
  readonly type: string;
  /** Hashed build assets never change; everything else is revalidated. */
  readonly immutable: boolean;
  /** A strong validator: a hash of the body, quoted. */
  readonly etag: string;
  /** The body compressed with gzip and with brotli, when that makes it smaller (text files of 1 KiB or more). */
  readonly gzip?: Uint8Array;
  readonly br?: Uint8Array;
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
    files.set(path, staticFile(new Uint8Array(readFileSync(full)), TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream', path.startsWith('/assets/')));
  }
  return files;
}

/** Types worth compressing (images such as PNG are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml|image\/x-icon)/;

/**
 * A file of the page with its validator and its compressed forms, computed once at start.
 * Brotli at quality 6: on the page's 790 KB script it takes about 0.1 s and gives 220 KB, where
 * the best quality (11) takes 5 s for 200 KB (measured under load); gzip at level 9 gives 240 KB.
 */
export function staticFile(body: Uint8Array, type: string, immutable: boolean): StaticFile {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  if (body.byteLength < 1024 || !COMPRESSIBLE.test(type)) return { body, type, immutable, etag };
  const gzip = new Uint8Array(gzipSync(body, { level: 9 }));
  const br = new Uint8Array(brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  }));
  return {
    body,
    type,
    immutable,
    etag,
    ...(gzip.byteLength < body.byteLength ? { gzip } : {}),
    ...(br.byteLength < body.byteLength ? { br } : {}),
  };
}

/**
 * The encoding to send a file in for a request's Accept-Encoding: brotli when accepted and
 * available, else gzip, else the file as is. A coding given `q=0` is refused; `*` accepts both.
 */
export function pickEncoding(accept: string | undefined, file: StaticFile): 'br' | 'gzip' | 'identity' {
  if (accept === undefined || accept === '') return 'identity';
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',').slice(0, 20)) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (file.br !== undefined && accepts('br')) return 'br';
  if (file.gzip !== undefined && accepts('gzip')) return 'gzip';
  return 'identity';
}
