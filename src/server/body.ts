import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { RuleId } from '../rules.ts';

/** When a request must be answered by (`performance.now()` time) and the deadline in ms it came from. */
export interface Deadline {
  readonly at: number;
  readonly ms: number;
}

/** The deadline of a request that starts now. */
export function deadlineFromNow(ms: number): Deadline {
  return { at: performance.now() + ms, ms };
}

export type BodyRead =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly status: 400 | 408 | 413; readonly rule: RuleId; readonly message: string };

/**
 * Reads a request body as UTF-8 text, at most `maxBytes` and before the deadline. On a socket it
 * reads Node's request stream directly (building a web Request first costs a large share of a
 * small request); in-process (`app.request` in tests) it reads the web stream. A declared
 * Content-Length over the limit is refused before reading.
 */
export async function readBody(c: Context, maxBytes: number, deadline: Deadline): Promise<BodyRead> {
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    const bytes = Number(length);
    if (!Number.isSafeInteger(bytes) || bytes < 0) return { ok: false, status: 400, rule: 'http', message: 'invalid Content-Length header' };
    if (bytes > maxBytes) return tooLarge(maxBytes);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming !== undefined && typeof incoming.on === 'function') return readRequest(incoming, maxBytes, deadline);
  return readWeb(c.req.raw.body, maxBytes, deadline);
}

/**
 * Reads the body of a Node request as UTF-8 text, at most `maxBytes` and before the deadline
 * (the caller has checked a declared Content-Length).
 */
export function readRequest(incoming: IncomingMessage, maxBytes: number, deadline: Deadline): Promise<BodyRead> {
  return readIncoming(incoming, maxBytes, deadline);
}

function tooLarge(maxBytes: number): BodyRead {
  return { ok: false, status: 413, rule: 'body-limit', message: `the request body is larger than ${maxBytes} bytes` };
}

function timedOut(deadline: Deadline): BodyRead {
  return { ok: false, status: 408, rule: 'http.timeout', message: `the request body did not arrive within the server's deadline of ${deadline.ms} ms` };
}

function readIncoming(incoming: IncomingMessage, maxBytes: number, deadline: Deadline): Promise<BodyRead> {
  if (incoming.readableEnded) return Promise.resolve({ ok: true, text: '' });
  return new Promise((resolvePromise) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onClose);
      incoming.off('close', onClose);
      resolvePromise(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) settle(tooLarge(maxBytes));
      else chunks.push(chunk);
    };
    const onEnd = () => settle({ ok: true, text: Buffer.concat(chunks, size).toString('utf8') });
    const onClose = () => settle({ ok: false, status: 400, rule: 'http', message: 'the request body was cut off' });
    const timer = setTimeout(() => settle(timedOut(deadline)), Math.max(0, deadline.at - performance.now()));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onClose);
    incoming.on('close', onClose);
  });
}

async function readWeb(body: ReadableStream<Uint8Array> | null, maxBytes: number, deadline: Deadline): Promise<BodyRead> {
  if (body === null) return { ok: true, text: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((resolvePromise) => {
    timer = setTimeout(() => resolvePromise('expired'), Math.max(0, deadline.at - performance.now()));
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired]);
      if (next === 'expired') return timedOut(deadline);
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) return tooLarge(maxBytes);
      chunks.push(next.value);
    }
  } catch {
    return { ok: false, status: 400, rule: 'http', message: 'the request body was cut off' };
  } finally {
    clearTimeout(timer);
    void reader.cancel().catch(() => undefined);
  }
  return { ok: true, text: Buffer.concat(chunks, size).toString('utf8') };
}
