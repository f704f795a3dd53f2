import type { BenchSuite } from './harness.ts';

/** Filled in with the armada work. */
export const suite: BenchSuite = async () => [];
