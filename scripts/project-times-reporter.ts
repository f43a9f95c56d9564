// A vitest reporter for `npm test`: when each project's files started and ended, measured from the
// start of the run (globalSetups included), written to the file PROJECT_TIMES_FILE names (one per
// lane of scripts/run-tests.ts, which prints them), so the next slow project is visible.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface ProjectTime {
  project: string;
  files: number;
  /** Seconds from the start of the run to the project's first file starting, and its last ending. */
  firstStart: number;
  lastEnd: number;
}

const projectTimesFile = process.env.PROJECT_TIMES_FILE ?? 'test-results/project-times.json';

export default class ProjectTimesReporter implements Reporter {
  private readonly runStart = performance.now();
  private readonly times = new Map<string, ProjectTime>();

  private seconds(): number {
    return (performance.now() - this.runStart) / 1000;
  }

  onTestModuleStart(module: TestModule): void {
    const project = module.project.name || '(root)';
    const time = this.times.get(project);
    if (time) time.files += 1;
    else this.times.set(project, { project, files: 1, firstStart: this.seconds(), lastEnd: this.seconds() });
  }

  onTestModuleEnd(module: TestModule): void {
    const time = this.times.get(module.project.name || '(root)');
    if (time) time.lastEnd = this.seconds();
  }

  onTestRunEnd(): void {
    mkdirSync('test-results', { recursive: true });
    writeFileSync(projectTimesFile, JSON.stringify([...this.times.values()], null, 2));
  }
}
