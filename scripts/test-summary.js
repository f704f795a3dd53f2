#!/usr/bin/env node
// Prints the plain closing line "N passed, N failed" (with ", N skipped" when any were) from
// vitest's JSON report. A missing or unreadable report counts as a failure, never as a pass.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.vitest-report.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`no test report at ${file}: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
// A test file that failed to load, or whose setup (beforeAll) failed, may report no failed test
// (its tests show as skipped): count such a file as one failure so it can never pass silently.
const brokenFiles = (report.testResults ?? []).filter(
  (suite) => suite.status === 'failed' && !(suite.assertionResults ?? []).some((test) => test.status === 'failed'),
).length;
const failed = (report.numFailedTests ?? 0) + brokenFiles;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

