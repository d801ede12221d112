// Prints vitest's JSON report as one plain line, "N passed, N failed[, N skipped]", for CI.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.vitest-results.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
// A suite that failed to load counts as a failure even though none of its tests ran.
const failedSuites = (report.testResults ?? []).filter(
  (r) => r.status === 'failed' && (r.assertionResults ?? []).every((a) => a.status !== 'failed'),
).length;
const failed = report.numFailedTests + failedSuites;
console.log(`${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
