// `npm test`: every vitest project once, then the type check and the linter, ending with each
// project's wall time and the plain line CI reads, "N passed, N failed". Tests are counted from
// vitest's JSON reports rather than scraped from their consoles; the type check and the linter
// count as one check each.
//
// The run has four lanes, each its own vitest process, side by side (vitest gives a lane one worker
// on a 2-core machine, so a lane is a chain of files): the end-to-end suite in two halves, each
// with its own stack and browser (their files share the stack's data, so one runs after another);
// the projects that start a local stack of their own, which mostly wait on it (functions-stack,
// stack, and the emulators' browser suite), then the type check and the linter; and everything
// else. With one e2e lane beside one other, the e2e lane took 15 minutes and the other 11, with a
// core often idle; four lanes keep both cores busy to the end.
//
// It also prints the CPU each lane used (scripts/cpu-meter.ts). The lanes keep both cores busy,
// so the run cannot be shorter than its CPU-seconds divided by the cores: that figure, not the
// wall time of one noisy run, says whether a change made the suite cheaper.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { cpuGroup } from './cpu-meter.ts';
import type { ProjectTime } from './project-times-reporter.ts';

interface Lane {
  name: string;
  /** vitest's --project filters for this lane, and any other arguments (its --shard). */
  projects: string[];
  args?: string[];
  /** npm scripts run after the lane's tests, each counted as one check. */
  checks: string[];
}

const e2eProject = 'e2e';
/** The e2e halves are split by file size (scripts/size-shard-sequencer.ts). */
const e2eLanes = 2;
// The emulators' browser suite rides with the stacks: in CI-21 and CI-22 the "rest" lane ended
// last, 80–140 s after this one, and the browser suite (about 50 s there) mostly waits on Chromium
// and its emulator as the stack projects wait on theirs.
const stackProjects = ['functions-stack', 'stack', 'browser'];
// Whole projects that run in an e2e lane, in one chain with its journeys (the sequencer keeps another
// project's files whole in the shard that is given them), to even the lanes out: the rules through
// our emulators (about 40–90 s) in the first; the screen tests (about 95 s) in the second, which
// ended 150 s before the rest lane in the quiet CI-32 (the rest lane ended last in every run).
const e2eLaneAlso: string[][] = [['security-rules-emulators'], ['web-screens']];
const lanes: Lane[] = [
  ...Array.from({ length: e2eLanes }, (_, i) => ({
    name: `e2e-${i + 1}`,
    projects: [e2eProject, ...(e2eLaneAlso[i] ?? [])],
    args: [`--shard=${i + 1}/${e2eLanes}`],
    checks: [],
  })),
  { name: 'stacks', projects: stackProjects, checks: ['typecheck', 'lint'] },
  {
    name: 'rest',
    projects: [e2eProject, ...stackProjects, ...e2eLaneAlso.flat()].map((p) => `!${p}`),
    checks: [],
  },
];

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** Lines printed at the end: timers and failed checks. */
  notes: string[];
  /** CPU-seconds the lane's processes used, when the system says (Linux). */
  cpu: number | null;
}

/** The parts of vitest's JSON report this script reads. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: ReportFile[];
}

interface ReportFile {
  name: string;
  status: string;
  message?: string;
  assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
}

mkdirSync('test-results', { recursive: true });
// Node's on-disk compile cache, inherited by every process the tests start (vitest workers, the
// stacks' emulators, each Functions worker that loads firebase-admin): one compiles a module, the
// rest read it. About a quarter less CPU to load the functions' bundle once the cache is warm.
process.env.NODE_COMPILE_CACHE ??= resolve('node_modules/.cache/node-compile');
const started = performance.now();
const vitestArgs = process.argv.slice(2);

// A filtered run (`npm test -- --project web`) is a developer's quick loop: one vitest, tests only.
const filtered = vitestArgs.length > 0;
const ran = filtered ? [{ name: 'tests', projects: [], checks: [] }] : lanes;
const tallies = await Promise.all(ran.map((lane) => runLane(lane, vitestArgs, !filtered)));

const total = tallies.reduce(
  (sum, t) => ({
    passed: sum.passed + t.passed,
    failed: sum.failed + t.failed,
    skipped: sum.skipped + t.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
printTimes(
  ran,
  tallies.flatMap((t) => t.notes),
);
printCpu(ran, tallies);
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed === 0 ? 0 : 1);

async function runLane(lane: Lane, extraArgs: string[], prefixed: boolean): Promise<Tally> {
  const report = `test-results/vitest-${lane.name}.json`;
  const timesFile = `test-results/project-times-${lane.name}.json`;
  rmSync(report, { force: true });
  rmSync(timesFile, { force: true });
  const laneStarted = performance.now();
  const args = [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/project-times-reporter.ts',
    `--outputFile.json=${report}`,
    ...lane.projects.map((project) => `--project=${project}`),
    ...(lane.args ?? []),
    ...extraArgs,
  ];
  const env = { ...process.env, PROJECT_TIMES_FILE: timesFile };
  const { code: status, cpu } = await run('vitest', args, env, prefixed ? lane.name : null);
  const tally = readReport(report);
  tally.cpu = cpu;
  tally.notes.push(`lane ${lane.name}, vitest: ${seconds(laneStarted)} s`);
  if (status !== 0 && tally.failed === 0) {
    tally.failed += 1;
    tally.notes.push(`✖ lane ${lane.name}: vitest exited with ${status} and no failed test`);
  }
  for (const script of lane.checks) {
    const checkStarted = performance.now();
    const check = await run('npm', ['run', '--silent', script], process.env, prefixed ? script : null);
    tally.cpu = addCpu(tally.cpu, check.cpu);
    tally.notes.push(`npm run ${script}: ${seconds(checkStarted)} s`);
    if (check.code === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      tally.notes.push(`✖ npm run ${script} failed`);
    }
  }
  return tally;
}

/**
 * Runs a command; with a prefix, each output line is printed as "[prefix] line". Resolves with its
 * exit code and the CPU-seconds it and everything it started used.
 */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  prefix: string | null,
): Promise<{ code: number; cpu: number | null }> {
  const meter = cpuGroup(prefix ?? command);
  const [file, fileArgs] = meter ? meter.wrap(command, args) : [command, args];
  const child: ChildProcess = spawn(file, fileArgs, {
    env,
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefix && child.stdout && child.stderr) {
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const)
      createInterface({ input: stream }).on('line', (line) => sink.write(`[${prefix}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      meter?.close();
      resolve({ code: 1, cpu: null });
    });
    child.on('close', (code) => {
      const cpu = meter?.read() ?? null;
      meter?.close();
      resolve({ code: code ?? 1, cpu });
    });
  });
}

function addCpu(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}

function readReport(report: string): Tally {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    // A file that fails to load has no failed test of its own; count it so it cannot hide. A file
    // with failed tests is already counted by them (vitest's numFailedTestSuites would count it,
    // and each of its describe blocks, a second time).
    const unloaded = json.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    );
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + unloaded.length,
      skipped: json.numPendingTests + json.numTodoTests,
      notes: json.testResults.flatMap((file) => failureNotes(file, unloaded.includes(file))),
      cpu: null,
    };
  } catch (error) {
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: [`✖ could not read the test report ${report}: ${(error as Error).message}`],
      cpu: null,
    };
  }
}

/**
 * One line per failed test (or per file that did not load), printed with the timers at the end:
 * CI keeps only the head and tail of a long log, so the failure's name has to be near the last line.
 */
function failureNotes(file: ReportFile, unloaded: boolean): string[] {
  const where = relative(process.cwd(), file.name);
  const firstLine = (text = '') => (text.split('\n', 1)[0] ?? '').slice(0, 200);
  if (unloaded) return [`✖ ${where}: ${firstLine(file.message) || 'the file failed to load'}`];
  return file.assertionResults
    .filter((test) => test.status === 'failed')
    .map((test) => `✖ ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/** Each project's files, from its lane's start: when its first began and its last ended. */
function printTimes(ran: Lane[], notes: string[]): void {
  const times: ProjectTime[] = [];
  for (const lane of ran) {
    try {
      const laneTimes = JSON.parse(
        readFileSync(`test-results/project-times-${lane.name}.json`, 'utf8'),
      ) as ProjectTime[];
      // A project split over lanes (e2e) is named once per lane.
      const split = lane.args?.some((arg) => arg.startsWith('--shard'));
      times.push(...laneTimes.map((t) => (split ? { ...t, project: `${t.project} (${lane.name})` } : t)));
    } catch {
      // This lane did not run, or ended before its reporter wrote the times.
    }
  }
  console.log('\nWall time per project (seconds from the start of its lane; the lanes run side by side):');
  for (const t of times.sort((a, b) => b.lastEnd - b.firstStart - (a.lastEnd - a.firstStart)))
    console.log(
      `  ${t.project.padEnd(26)} ${(t.lastEnd - t.firstStart).toFixed(1).padStart(6)} s  ` +
        `(files ${t.firstStart.toFixed(0)}–${t.lastEnd.toFixed(0)} s, ${t.files} files)`,
    );
  // Failures last, next to the final count.
  const failures = notes.filter((line) => line.startsWith('✖'));
  for (const line of [...notes.filter((line) => !failures.includes(line)), ...failures])
    console.log(`  ${line}`);
  console.log(`  all: ${seconds(started)} s`);
}

/** Each lane's CPU-seconds, their sum, and the wall time that sum needs on this machine's cores. */
function printCpu(ran: Lane[], tallies: Tally[]): void {
  if (tallies.some((t) => t.cpu === null)) return;
  const perLane = ran.map((lane, i) => `${lane.name} ${(tallies[i]?.cpu ?? 0).toFixed(0)}`);
  const all = tallies.reduce((sum, t) => sum + (t.cpu ?? 0), 0);
  const cores = availableParallelism();
  console.log(
    `  CPU: ${all.toFixed(0)} CPU-s (${perLane.join(', ')}); on ${cores} cores, at least ` +
      `${(all / cores).toFixed(0)} s of wall time`,
  );
}
