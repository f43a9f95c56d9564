// The demo data for `npm start` and the end-to-end tests: the logins to print, and the seeding,
// which runs as its own process (seed-demo-data.ts) pointed at the stack's emulators.

import { join } from 'node:path';
import { demoUsers } from '@studio/domain/demo/users';
import { type ServiceProcess, spawnService } from './processes.ts';
import { type SeedTarget, StackError } from './stack.ts';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

export function demoLogins(): DemoLogin[] {
  return demoUsers.map(({ role, email, password }) => ({ role, email, password }));
}

/** How long a seeding that has written everything may take to end before it is stopped. */
const END_GRACE_MS = 20_000;

/**
 * Resolves 0 once a seeding that printed its last line has not ended END_GRACE_MS later, after
 * stopping it: its work is done, and a Node process can hang on its way out (seed-demo-data.ts).
 * Never resolves for a seeding that ends by itself or has not finished.
 */
async function stoppedIfStuckAfterSeeding(seeding: ServiceProcess): Promise<number> {
  const never = new Promise<number>(() => {});
  const seeded = await seeding.waitForLine(/^Demo data seeded:/, 24 * 3_600_000).then(
    () => true,
    () => false,
  );
  if (!seeded) return never;
  const ended = await Promise.race([
    seeding.exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), END_GRACE_MS).unref()),
  ]);
  if (ended) return never;
  console.warn(`The seeding wrote the demo data but did not end in ${END_GRACE_MS / 1000} s; stopping it.`);
  await seeding.stop();
  return 0;
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
  const code = await Promise.race([seeding.exited, stoppedIfStuckAfterSeeding(seeding)]);
  if (code !== 0) {
    const output = target.echo ? ' (see its output above)' : `\n${seeding.recentOutput()}`;
    throw new StackError(`Seeding the demo data failed (exit code ${code}).${output}`);
  }
}
