import type { BenchSuite } from './harness.ts';

/** Filled in with the ti4 work. */
export const suite: BenchSuite = async () => [];
