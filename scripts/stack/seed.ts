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
  await triggersDelivered(target);
}

/** Longest wait for the seeding's triggers; past it the stack is used anyway. */
const TRIGGERS_WAIT_MS = 300_000;

/**
 * Waits until the functions have run every trigger the seeding fired (the names copied onto
 * bookings, the booked times, the loyalty figures): about a hundred events, each function's first
 * one starting its worker. Whoever uses the stack next (a person, a test waiting for a trigger of
 * its own) would otherwise queue behind them, for minutes on a busy machine.
 */
async function triggersDelivered(target: SeedTarget): Promise<void> {
  const host = target.env.FIRESTORE_EMULATOR_HOST;
  if (!host) return;
  const url = `http://${host}/emulator/v1/projects/${encodeURIComponent(target.projectId)}:triggersDelivered`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TRIGGERS_WAIT_MS) });
    await response.arrayBuffer();
  } catch (error) {
    console.warn(`The seeding's triggers were not all delivered: ${(error as Error).message}`);
  }
}
