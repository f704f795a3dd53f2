import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** The largest input file or standard input the CLI reads: the API's body limit (1 MiB). */
export const MAX_INPUT_BYTES = 1024 * 1024;

/** An input larger than the limit; reading stopped at the limit. */
export class InputTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes} bytes`);
  }
}

/** The named file, or standard input for `-`, as a stream of chunks. */
export function openInput(file: string): Readable {
  return file === '-' ? process.stdin : createReadStream(file, { highWaterMark: 64 * 1024 });
}

/**
 * Reads a whole stream as UTF-8 text, at most `maxBytes`: one more byte and reading stops with
 * InputTooLarge (so `/dev/zero` costs 1 MiB, not all memory). Read errors keep their `code`.
 */
export async function readLimited(source: Readable, maxBytes: number = MAX_INPUT_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > maxBytes) throw new InputTooLarge(maxBytes);
      chunks.push(bytes);
    }
  } finally {
    if (source !== process.stdin) source.destroy();
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

export type InputLine = { readonly text: string; readonly line: number } | { readonly tooLong: true; readonly line: number };

/**
 * The lines of a stream (JSONL), each at most `maxBytes`: a longer line is reported as too long
 * and skipped without being held in memory. Blank lines are skipped.
 */
export async function* readLines(source: AsyncIterable<Uint8Array | string>, maxBytes: number = MAX_INPUT_BYTES): AsyncGenerator<InputLine> {
  let parts: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  let number = 0;
  const finish = (): InputLine | null => {
    number += 1;
    const result: InputLine | null = tooLong ? { tooLong: true, line: number } : emptyOr(Buffer.concat(parts, size).toString('utf8'), number);
    parts = [];
    size = 0;
    tooLong = false;
    return result;
  };
  for await (const chunk of source) {
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (;;) {
      const end = bytes.indexOf(0x0a);
      const piece = end < 0 ? bytes : bytes.subarray(0, end);
      if (!tooLong) {
        if (size + piece.length > maxBytes) {
          tooLong = true;
          parts = [];
        } else {
          parts.push(Buffer.from(piece));
          size += piece.length;
        }
      }
      if (end < 0) break;
      const done = finish();
      if (done !== null) yield done;
      bytes = bytes.subarray(end + 1);
    }
  }
  if (size > 0 || tooLong) {
    const done = finish();
    if (done !== null) yield done;
  }
}

function emptyOr(text: string, line: number): InputLine | null {
  return text.trim() === '' ? null : { text: text.trim(), line };
}
