import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/fast-check-seed.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The JSON report is what .ci/run counts for its closing "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-report.json' },
  },
});
