import type { BenchSuite } from './harness.ts';

/** Filled in with the planner work. */
export const suite: BenchSuite = async () => [];
