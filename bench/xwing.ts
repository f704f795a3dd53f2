import type { BenchSuite } from './harness.ts';

/** Filled in with the xwing work. */
export const suite: BenchSuite = async () => [];
