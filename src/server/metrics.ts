import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MemoryBudget } from './budget.ts';
import type { PoolStats } from './pool.ts';

/**
 * What `GET /metrics` reports, in the Prometheus text format (prom-client): requests by route and
 * status, their latency, the queue, the workers, deadline hits, the answer memory budget, the
 * answers given on the event loop and the look-ups of kept worlds, and
 * the process's own figures (resident memory, CPU, event-loop delay, heap) under `process_` and
 * `nodejs_`. Route labels are the route patterns (`/v1/import/:format`), `page` for the planner's
 * files and `other` for the rest, so a client cannot add label values.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'status'>;
  private readonly latency: Histogram<'route'>;
  private readonly deadlines: Counter;
  private readonly refusals: Counter<'reason'>;
  private readonly writeTimeouts: Counter;
  private readonly quickAnswers: Counter;
  private readonly quickShapeAnswers: Counter;
  /** Look-ups of kept worlds the workers reported (the event loop's own are read from `keptWorlds`). */
  private readonly workerLookups = { hit: 0, miss: 0 };

  constructor(sources: {
    readonly pool?: () => PoolStats | undefined;
    readonly budget?: MemoryBudget;
    readonly defaults?: boolean;
    /** The event loop's own kept worlds (src/server/prepared-cache.ts): their hits and misses so far. */
    readonly keptWorlds?: () => { readonly hits: number; readonly misses: number };
  } = {}) {
    const registers = [this.registry];
    this.requests = new Counter({ name: 'shipmove_http_requests_total', help: 'HTTP requests answered, by route and status', labelNames: ['route', 'status'], registers });
    this.latency = new Histogram({
      name: 'shipmove_http_request_duration_seconds',
      help: 'Time from a request\'s arrival to its answer\'s status and headers (a streamed answer\'s body may follow), by route',
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.deadlines = new Counter({ name: 'shipmove_deadline_hits_total', help: 'Requests and batch items stopped at the server deadline (503 limits.deadline)', registers });
    this.refusals = new Counter({ name: 'shipmove_busy_total', help: 'Work refused as busy (503 limits.busy): reason queue (the queue was full) or memory (the answer memory budget was full)', labelNames: ['reason'], registers });
    this.writeTimeouts = new Counter({ name: 'shipmove_write_timeouts_total', help: 'Connections closed because the client left its answer unread for the write timeout', registers });
    this.quickAnswers = new Counter({ name: 'shipmove_quick_answers_total', help: 'Requests answered on the event loop because a worker (or the event loop) answered their exact text, or for a body not seen lately its shape, lately within the quick bound', registers });
    this.quickShapeAnswers = new Counter({ name: 'shipmove_quick_shape_answers_total', help: 'Of the requests answered on the event loop, bodies not seen lately answered there because their shape (same keys and numbers of pieces; other positions, ids or names) ran lately within the quick bound', registers });
    const workerLookups = this.workerLookups;
    const keptWorlds = sources.keptWorlds;
    const lookupsSeen = { hit: 0, miss: 0 };
    new Counter({
      name: 'shipmove_prepared_worlds_total',
      help: 'Look-ups of prepared worlds kept by body text, in the workers and on the event loop: result hit (parse, schema and preparation skipped) or miss',
      labelNames: ['result'],
      registers,
      collect() {
        const own = keptWorlds?.();
        for (const result of ['hit', 'miss'] as const) {
          const total = workerLookups[result] + (own === undefined ? 0 : result === 'hit' ? own.hits : own.misses);
          this.inc({ result }, Math.max(0, total - lookupsSeen[result]));
          lookupsSeen[result] = Math.max(total, lookupsSeen[result]);
        }
      },
    });
    const pool = sources.pool;
    new Gauge({
      name: 'shipmove_queue_depth',
      help: 'Engine jobs waiting for a free worker',
      registers,
      collect() {
        this.set(pool?.()?.queued ?? 0);
      },
    });
    new Gauge({
      name: 'shipmove_workers_busy',
      help: 'Worker threads running an engine job',
      registers,
      collect() {
        this.set(pool?.()?.running ?? 0);
      },
    });
    new Gauge({
      name: 'shipmove_workers',
      help: 'Worker threads in the pool',
      registers,
      collect() {
        this.set(pool?.()?.size ?? 0);
      },
    });
    let restartsSeen = 0;
    new Counter({
      name: 'shipmove_worker_restarts_total',
      help: 'Worker threads replaced after a deadline, a cancelled job or a crash',
      registers,
      collect() {
        const replaced = pool?.()?.replaced ?? 0;
        if (replaced > restartsSeen) this.inc(replaced - restartsSeen);
        restartsSeen = replaced;
      },
    });
    const budget = sources.budget;
    new Gauge({
      name: 'shipmove_answer_bytes_held',
      help: 'Answer bytes held in memory (the process-wide answer budget in use)',
      registers,
      collect() {
        this.set(budget?.held ?? 0);
      },
    });
    new Gauge({
      name: 'shipmove_answer_bytes_limit',
      help: 'The process-wide answer memory budget',
      registers,
      collect() {
        this.set(budget?.limitBytes ?? 0);
      },
    });
    if (sources.defaults ?? true) collectDefaultMetrics({ register: this.registry });
  }

  /** Counts one answered request. */
  observe(route: string, status: number, seconds: number): void {
    this.requests.inc({ route, status: String(status) });
    this.latency.observe({ route }, seconds);
  }

  deadlineHit(): void {
    this.deadlines.inc();
  }

  busy(reason: 'queue' | 'memory'): void {
    this.refusals.inc({ reason });
  }

  writeTimeout(): void {
    this.writeTimeouts.inc();
  }

  /** One request answered on the event loop (src/server/quick.ts). */
  quickAnswer(byShape = false): void {
    this.quickAnswers.inc();
    if (byShape) this.quickShapeAnswers.inc();
  }

  /** Kept-world look-ups a worker reported with an answer: `[hits, misses]`. */
  workerWorlds(counts: readonly [number, number] | undefined): void {
    if (counts === undefined) return;
    this.workerLookups.hit += counts[0];
    this.workerLookups.miss += counts[1];
  }

  /** The text format and its content type. */
  async text(): Promise<{ readonly body: string; readonly type: string }> {
    return { body: await this.registry.metrics(), type: this.registry.contentType };
  }
}

const ROUTES = new Set(['/v1/resolve', '/v1/plan', '/v1/render', '/v1/measure', '/v1/batch', '/health', '/ready', '/metrics']);

/** The route label of a request: its route pattern, `page` for a planner file, `other` otherwise. */
export function routeLabel(method: string, path: string, status: number): string {
  if (ROUTES.has(path)) return path;
  if (path.startsWith('/v1/import/')) return '/v1/import/:format';
  if (path.startsWith('/v1/schema/')) return '/v1/schema/:game';
  if ((method === 'GET' || method === 'HEAD') && (status === 200 || status === 304) && !path.startsWith('/v1/')) return 'page';
  return 'other';
}
