import type { BenchSuite } from './harness.ts';

/** Filled in with the geometry work. */
export const suite: BenchSuite = async () => [];
