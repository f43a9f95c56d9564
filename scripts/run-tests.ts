// `npm test`: every vitest project once, then the type check and the linter, ending with each
// project's wall time and the plain line CI reads, "N passed, N failed". Tests are counted from
// vitest's JSON report rather than scraped from its console; the type check and the linter count
// as one check each.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { type ProjectTime, projectTimesFile } from './project-times-reporter.ts';

const report = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });

rmSync(projectTimesFile, { force: true });

const vitestArgs = process.argv.slice(2);
const timers: string[] = [];
const started = performance.now();
const run = spawnSync(
  'vitest',
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/project-times-reporter.ts',
    `--outputFile.json=${report}`,
    ...vitestArgs,
  ],
  { stdio: 'inherit', shell: false },
);
timers.push(`vitest, all projects: ${seconds(started)} s`);

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

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
    const checkStarted = performance.now();
    const check = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
    timers.push(`npm run ${script}: ${seconds(checkStarted)} s`);
    if (check.status === 0) passed += 1;
    else {
      console.error(`✖ npm run ${script} failed`);
      failed += 1;
    }
  }
}

printTimes();
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);

/** Each project's files, from the run's start: when its first began and its last ended. */
function printTimes(): void {
  try {
    const times = JSON.parse(readFileSync(projectTimesFile, 'utf8')) as ProjectTime[];
    console.log('\nWall time per project (seconds from the start of the run; projects run side by side):');
    for (const t of times.sort((a, b) => b.lastEnd - b.firstStart - (a.lastEnd - a.firstStart)))
      console.log(
        `  ${t.project.padEnd(26)} ${(t.lastEnd - t.firstStart).toFixed(1).padStart(6)} s  ` +
          `(files ${t.firstStart.toFixed(0)}–${t.lastEnd.toFixed(0)} s, ${t.files} files)`,
      );
  } catch {
    console.log('\n(no per-project times: the run ended before its reporter wrote them)');
  }
  for (const line of timers) console.log(`  ${line}`);
}
