import type { ServerResponse } from 'node:http';
import type { MemoryBudget } from './budget.ts';

/** A part of an answer (the whole answer, or one batch line) and the bytes charged to the budget for it. */
export interface Piece {
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** Bytes charged to the budget for this piece (0 when it was not charged); released once it is handed to the socket. */
  readonly charged: number;
}

export interface StreamControl {
  readonly budget: MemoryBudget;
  /** Time the client may leave the answer unread before its connection is closed. */
  readonly writeTimeoutMs: number;
  /** The Node response, when the answer goes to a real socket (none in-process): closed at the write timeout. */
  readonly outgoing?: ServerResponse | undefined;
  /** Called once when the stream ends for any reason (written, cancelled, timed out). */
  readonly onEnd?: () => void;
  /** Called when the write timeout closes the connection. */
  readonly onTimeout?: () => void;
}

/** Bytes handed to the socket at a time: what a stalled connection may hold beyond the budget. */
export const SLICE_BYTES = 64 * 1024;

/**
 * An answer as a byte stream that the HTTP layer pulls only when the socket has taken what it
 * was given (the Node adapter writes a chunk, and on `write() === false` waits for `drain` before
 * reading the next one): a client that reads slowly slows the answer down, one that stops
 * reading stops it. Pieces are handed over in slices of 64 KiB (views, not copies); a piece's
 * charge is released once its last slice is handed over, and every charge left when the stream
 * is cancelled (the client left, or the write timeout closed the connection).
 *
 * The write timeout: once a slice is handed over, the next pull must come within
 * `writeTimeoutMs` (the time between pulls is spent waiting for the client, never for engine
 * work, which happens inside a pull), and after the last slice the response must finish within
 * it; otherwise the connection is destroyed. So a stalled reader's connection, and whatever it
 * holds, lives at most the write timeout after it stopped reading.
 */
export function answerStream(pieces: AsyncIterator<Piece> | Iterator<Piece>, control: StreamControl): ReadableStream<Uint8Array> {
  let current: Piece | undefined;
  let offset = 0;
  let released = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  const outgoing = control.outgoing;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const armTimer = () => {
    if (outgoing === undefined || ended) return;
    stopTimer();
    timer = setTimeout(() => {
      timer = undefined;
      control.onTimeout?.();
      outgoing.destroy();
    }, control.writeTimeoutMs);
  };
  const releaseCurrent = () => {
    if (!released && current !== undefined) control.budget.release(current.charged);
    released = true;
  };
  const end = () => {
    if (ended) return;
    ended = true;
    stopTimer();
    releaseCurrent();
    control.onEnd?.();
  };
  if (outgoing !== undefined) {
    // After the last slice: the response must finish (the client takes the rest) within the timeout too.
    outgoing.once('finish', end);
    outgoing.once('close', end);
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      stopTimer();
      if (current === undefined || offset >= current.bytes.byteLength) {
        releaseCurrent();
        const next = await pieces.next();
        if (next.done === true) {
          current = undefined;
          controller.close();
          if (outgoing === undefined) end();
          else armTimer();
          return;
        }
        current = next.value;
        offset = 0;
        released = current.charged === 0;
        if (current.bytes.byteLength === 0) {
          releaseCurrent();
          return;
        }
      }
      const slice = current.bytes.subarray(offset, offset + SLICE_BYTES);
      offset += slice.byteLength;
      controller.enqueue(slice);
      if (offset >= current.bytes.byteLength) releaseCurrent();
      armTimer();
    },
    async cancel() {
      end();
      await pieces.return?.();
    },
  }, { highWaterMark: 0 });
}

/** The pieces of an answer that is one buffer. */
export function onePiece(piece: Piece): Iterator<Piece> {
  return [piece][Symbol.iterator]();
}
