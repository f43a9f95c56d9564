// The demo data for `npm start` and the end-to-end tests: the logins to print, and the seeding,
// which runs as its own process (seed-demo-data.ts) pointed at the stack's emulators.

import { join } from 'node:path';
import { demoUsers } from '@studio/domain/demo/users';
import { spawnService } from './processes.ts';
import { type SeedTarget, StackError } from './stack.ts';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

export function demoLogins(): DemoLogin[] {
  return demoUsers.map(({ role, email, password }) => ({ role, email, password }));
}

export async function seedDemoData(target: SeedTarget): Promise<void> {
  // Through the stack when it seeds, so that stopping its start stops the seeding too.
  const seeding = (target.spawn ?? spawnService)({
    name: 'seed',
    command: process.execPath,
    args: [join(import.meta.dirname, 'seed-demo-data.ts')],
    cwd: join(import.meta.dirname, '../..'),
    env: { ...target.env, GCLOUD_PROJECT: target.projectId, METADATA_SERVER_DETECTION: 'none' },
    echo: target.echo,
  });
  const code = await seeding.exited;
  if (code !== 0) {
    const output = target.echo ? ' (see its output above)' : `\n${seeding.recentOutput()}`;
    throw new StackError(`Seeding the demo data failed (exit code ${code}).${output}`);
  }
}
