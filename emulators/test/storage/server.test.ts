// The service around the engine: the CLI's ready line and clean stop, the rules file loaded at
// start and reloaded when edited, and firestore.get() reaching a Firestore emulator over REST.

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ref, uploadString } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { PROJECT, startStorage, tempDir, webStorageClients } from './helpers.ts';

const client = webStorageClients('server');
const storageAs = (port: number, uid: string) => client(port, { sub: uid });

const rulesAllowing = (condition: string) => `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{all=**} {
      allow read, write: if ${condition};
    }
  }
}
`;

describe('the storage service', () => {
  it('prints a ready line through the CLI and stops cleanly on SIGTERM', async () => {
    const dir = tempDir();
    const config = join(dir, 'firebase.json');
    writeFileSync(config, JSON.stringify({ emulators: { storage: { host: '127.0.0.1', port: 0 } } }));
    const cli = new URL('../../src/cli.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, [cli, '--only', 'storage', '--config', config], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    while (!/storage emulator ready on 127\.0\.0\.1:\d+/.test(output)) {
      if (child.exitCode !== null) throw new Error(output);
      await new Promise((r) => setTimeout(r, 20));
    }
    // Sent at once: cli.ts handles signals from before its first line.
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('loads the rules file at start and reloads it when edited', async () => {
    const rulesPath = join(tempDir(), 'storage.rules');
    writeFileSync(rulesPath, rulesAllowing('false'));
    const emulator = await startStorage({ rulesPath });
    const storage = storageAs(emulator.port, 'alice');
    await expect(uploadString(ref(storage, 'a.txt'), 'a')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    writeFileSync(rulesPath, rulesAllowing("request.auth.uid == 'alice'"));
    let allowed = false;
    for (let i = 0; i < 50 && !allowed; i++) {
      await new Promise((r) => setTimeout(r, 50));
      allowed = await uploadString(ref(storage, 'a.txt'), 'a').then(
        () => true,
        () => false,
      );
    }
    expect(allowed).toBe(true);
    // A broken edit keeps the rules in force.
    writeFileSync(rulesPath, 'service firebase.storage { match');
    await new Promise((r) => setTimeout(r, 300));
    await uploadString(ref(storage, 'b.txt'), 'b');
    await emulator.stop();
  });

  it('reads documents for firestore.get() from a Firestore emulator over REST, as the owner', async () => {
    const requests: { url: string; auth: string | undefined }[] = [];
    const firestore = createServer((req, res) => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization });
      if (req.url?.endsWith('/documents/staff/stella')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ name: 'x', fields: { active: { booleanValue: true } } }));
      } else res.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => firestore.listen(0, '127.0.0.1', resolve));
    const emulator = await startStorage({
      firestoreEmulator: `127.0.0.1:${(firestore.address() as AddressInfo).port}`,
    });
    const rules = rulesAllowing(
      'firestore.get(/databases/(default)/documents/staff/$(request.auth.uid)).data.active == true',
    );
    await fetch(`http://127.0.0.1:${emulator.port}/internal/setRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: rules }] } }),
    });
    await uploadString(ref(storageAs(emulator.port, 'stella'), 'staff.txt'), 's');
    await expect(uploadString(ref(storageAs(emulator.port, 'mallory'), 'x.txt'), 'x')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    expect(requests[0]).toEqual({
      url: `/v1/projects/${PROJECT}/databases/(default)/documents/staff/stella`,
      auth: 'Bearer owner',
    });
    await emulator.stop();
    await new Promise((resolve) => firestore.close(resolve));
  });
});
