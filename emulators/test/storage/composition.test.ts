// `npm run emulators` with Firestore and Storage in one process: storage rules' firestore.get()
// reads that process's Firestore; signals stop the process cleanly from the first line it prints.
// Storage alone, with no Firestore to reach, denies such rules with an error that says why.

import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT, setRules, startStorage, tempDir, webStorageClients } from './helpers.ts';

const CLI = new URL('../../src/cli.ts', import.meta.url).pathname;

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    // Only the studio owner (a role kept in Firestore) uploads gallery images.
    match /gallery/{file} {
      allow write: if request.auth != null
        && firestore.get(/databases/(default)/documents/user_roles/$(request.auth.uid)).data.role == 'owner';
    }
  }
}
`;

const client = webStorageClients('composition');
const storageAs = (port: number, uid: string) => client(port, { sub: uid });

interface Cli {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the CLI with both emulators on free ports and the rules files of a temporary project. */
function startCli(): Cli {
  const dir = tempDir();
  writeFileSync(join(dir, 'storage.rules'), STORAGE_RULES);
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      storage: { rules: 'storage.rules' },
      emulators: { firestore: { host: '127.0.0.1', port: 0 }, storage: { host: '127.0.0.1', port: 0 } },
    }),
  );
  const args = [
    CLI,
    '--only',
    'storage,firestore',
    '--project',
    PROJECT,
    '--config',
    join(dir, 'firebase.json'),
  ];
  const env = { ...process.env };
  delete env.FIRESTORE_EMULATOR_HOST;
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

async function waitFor(cli: Cli, pattern: RegExp): Promise<RegExpExecArray> {
  for (let i = 0; i < 1_000; i++) {
    const match = pattern.exec(cli.output());
    if (match) return match;
    if (cli.child.exitCode !== null || cli.child.signalCode !== null) break;
    await new Promise((r) => setTimeout(r, 15));
  }
  throw new Error(`No ${pattern} in:\n${cli.output()}`);
}

describe('the CLI with Firestore and Storage in one process', () => {
  let cli: Cli;
  let firestorePort: number;
  let storagePort: number;

  beforeAll(async () => {
    cli = startCli();
    firestorePort = Number((await waitFor(cli, /firestore emulator ready on [\d.]+:(\d+)/))[1]);
    storagePort = Number((await waitFor(cli, /storage emulator ready on [\d.]+:(\d+)/))[1]);
  });
  afterAll(() => {
    if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
  });

  it("lets storage rules read the local Firestore: an upload is allowed once the user's role says owner", async () => {
    const storage = storageAs(storagePort, 'alice');
    await expect(uploadString(ref(storage, 'gallery/a.txt'), 'a')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    const role = await fetch(
      `http://127.0.0.1:${firestorePort}/v1/projects/${PROJECT}/databases/(default)/documents/user_roles/alice`,
      {
        method: 'PATCH',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: { role: { stringValue: 'owner' } } }),
      },
    );
    expect(role.status).toBe(200);
    await expect(uploadString(ref(storage, 'gallery/a.txt'), 'a')).resolves.toBeTruthy();
    await expect(
      uploadString(ref(storageAs(storagePort, 'bob'), 'gallery/b.txt'), 'b'),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('stops with exit code 0 on a SIGTERM sent the moment it is ready', async () => {
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toEqual({ code: 0, signal: null });
  });
});

describe('the CLI receiving a signal while it starts', () => {
  it('finishes starting, stops what it started and exits with code 0', async () => {
    const cli = startCli();
    await waitFor(cli, /Starting/);
    cli.child.kill('SIGINT');
    expect(await cli.exited).toEqual({ code: 0, signal: null });
    expect(cli.output()).not.toMatch(/ready on/);
  });
});

describe('Storage alone, with no Firestore to read', () => {
  it('denies a rule that calls firestore.get() and says what to connect', async () => {
    const saved = process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    const lines: string[] = [];
    const emulator = await startStorage({ log: (line) => lines.push(line) }).finally(() => {
      if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved;
    });
    try {
      await setRules(emulator, STORAGE_RULES);
      await expect(
        uploadString(ref(storageAs(emulator.port, 'alice'), 'gallery/a.txt'), 'a'),
      ).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
      expect(lines.find((line) => line.startsWith('Denied'))).toMatch(/FIRESTORE_EMULATOR_HOST/);
    } finally {
      await emulator.stop();
    }
  });
});
