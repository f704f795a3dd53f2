import { Bench } from 'tinybench';

/** One benchmark row: ours beside a peer (another library, or a naive baseline) measured in the same run. */
export interface BenchRow {
  readonly name: string;
  readonly median_ns: number;
  readonly peer: string | null;
  readonly peer_median_ns: number | null;
  /** peer_median_ns / median_ns: above 1 means ours is faster. */
  readonly speedup: number | null;
  /** How many answers the peer got wrong on this row's check set (null where not measured). */
  readonly peer_wrong: number | null;
  /** Anything else worth reporting (our wrong answers, a baseline's largest gap, a target). */
  readonly notes?: Record<string, number | string | boolean>;
}

export type BenchSuite = () => Promise<BenchRow[]>;

/** Median time of each task in ns, all tasks in one tinybench run. */
export async function medians(tasks: Record<string, () => unknown>, options: { time?: number; iterations?: number } = {}): Promise<Record<string, number>> {
  const bench = new Bench({ time: options.time ?? 400, iterations: options.iterations ?? 50, warmup: true });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  const out: Record<string, number> = {};
  for (const task of bench.tasks) {
    const result = task.result as { latency?: { p50?: number } } | undefined;
    const p50 = result?.latency?.p50;
    if (p50 === undefined) throw new Error(`benchmark ${task.name} produced no result`);
    out[task.name] = p50 * 1e6; // ms -> ns
  }
  return out;
}

export function row(name: string, oursNs: number, peer: string | null, peerNs: number | null, peerWrong: number | null, notes?: BenchRow['notes']): BenchRow {
  return {
    name,
    median_ns: round(oursNs),
    peer,
    peer_median_ns: peerNs === null ? null : round(peerNs),
    speedup: peerNs === null ? null : Math.round((peerNs / oursNs) * 100) / 100,
    peer_wrong: peerWrong,
    ...(notes ? { notes } : {}),
  };
}

function round(ns: number): number {
  return Math.round(ns * 10) / 10;
}

export function formatRows(rows: readonly BenchRow[]): string {
  const lines = rows.map((r) => {
    const peer = r.peer === null ? '' : `  vs ${r.peer} ${fmt(r.peer_median_ns!)}  x${r.speedup}`;
    const wrong = r.peer_wrong === null ? '' : `  peer wrong: ${r.peer_wrong}`;
    const notes = r.notes ? `  ${Object.entries(r.notes).map(([k, v]) => `${k}=${v}`).join(' ')}` : '';
    return `${r.name.padEnd(58)} ${fmt(r.median_ns).padStart(10)}${peer}${wrong}${notes}`;
  });
  return `${lines.join('\n')}\n`;
}

function fmt(ns: number): string {
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(2)} us`;
  return `${ns.toFixed(1)} ns`;
}
