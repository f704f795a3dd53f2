/** The part of autocannon's programmatic API that scripts/load.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    readonly method?: 'GET' | 'POST';
    readonly path?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string;
  }
  interface Options {
    readonly url: string;
    readonly connections?: number;
    readonly duration?: number;
    readonly pipelining?: number;
    readonly method?: 'GET' | 'POST';
    readonly requests?: readonly Request[];
  }
  interface Histogram {
    readonly average: number;
    readonly total: number;
    readonly p50: number;
    readonly p99: number;
  }
  interface Result {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
