// `npm test`: every vitest project once, then the type check and the linter, ending with the plain
// line CI reads, "N passed, N failed". Tests are counted from vitest's JSON report rather than
// scraped from its console; the type check and the linter count as one check each.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const report = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });

const vitestArgs = process.argv.slice(2);
const run = spawnSync(
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs],
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
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  passed = json.numPassedTests;
  // A file that fails to load has no failed test of its own; count it so it cannot hide. A file
  // with failed tests is already counted by them (vitest's numFailedTestSuites would count it,
  // and each of its describe blocks, a second time).
  const unloaded = json.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  failed = json.numFailedTests + unloaded.length;
  skipped = json.numPendingTests + json.numTodoTests;
} catch (error) {
  console.error(`Could not read the test report ${report}: ${(error as Error).message}`);
  failed += 1;
}

// A filtered run (`npm test -- --project web`) is a developer's quick loop: tests only.
if (vitestArgs.length === 0) {
  for (const script of ['typecheck', 'lint']) {
    console.log(`\n> npm run ${script}`);
    const check = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
    if (check.status === 0) passed += 1;
    else {
      console.error(`✖ npm run ${script} failed`);
      failed += 1;
    }
  }
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
