// `npm test`: runs every vitest project once and ends with the plain line CI reads,
// "N passed, N failed", counted from vitest's JSON report rather than scraped from its console.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const report = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });

const run = spawnSync(
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit', shell: false },
);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  passed = json.numPassedTests;
  // A suite that fails to load has no test results of its own; count it so it cannot hide.
  failed = json.numFailedTests + json.numFailedTestSuites;
  skipped = json.numPendingTests + json.numTodoTests;
} catch (error) {
  console.error(`Could not read the test report ${report}: ${(error as Error).message}`);
  failed += 1;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
