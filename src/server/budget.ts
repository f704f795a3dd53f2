/**
 * One process-wide budget for the answer bytes the server holds in memory: answers handed over
 * by the workers and not yet written to their sockets, and batch answer lines waiting to be
 * written. An answer that does not fit is not kept: the request is answered 503 `limits.busy`
 * (a batch item gets that error line instead). A charge is released when its bytes have been
 * handed to the socket, or when the connection closes, so a client that stops reading holds its
 * share only until the write timeout closes its connection (src/server/send.ts).
 */
export class MemoryBudget {
  private heldBytes = 0;
  private peakBytes = 0;
  private refusedCount = 0;

  constructor(readonly limitBytes: number) {}

  /** Bytes charged now. */
  get held(): number {
    return this.heldBytes;
  }

  /** The most bytes charged at once so far. */
  get peak(): number {
    return this.peakBytes;
  }

  /** Charges refused so far. */
  get refused(): number {
    return this.refusedCount;
  }

  /** Charges `bytes` when they fit under the limit; false (nothing charged) when they do not. */
  tryCharge(bytes: number): boolean {
    if (this.heldBytes + bytes > this.limitBytes) {
      this.refusedCount += 1;
      return false;
    }
    this.charge(bytes);
    return true;
  }

  /** Charges `bytes` whatever the limit (the small error answers that stand in for refused ones). */
  charge(bytes: number): void {
    this.heldBytes += bytes;
    if (this.heldBytes > this.peakBytes) this.peakBytes = this.heldBytes;
  }

  release(bytes: number): void {
    this.heldBytes = Math.max(0, this.heldBytes - bytes);
  }
}

/** Answer bytes the server may hold at once by default: 256 MiB (docs/limits.md, "Service budgets"). */
export const DEFAULT_ANSWER_BUDGET_BYTES = 256 * 1024 * 1024;

/** Time a response may wait for its client to take more bytes before the connection is closed: 10 s. */
export const DEFAULT_WRITE_TIMEOUT_MS = 10_000;

/** The most bytes one batch answer may hold: 64 MiB; later items are answered 413 `limits.size`. */
export const DEFAULT_BATCH_ANSWER_BYTES = 64 * 1024 * 1024;
