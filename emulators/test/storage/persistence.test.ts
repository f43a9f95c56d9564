// Objects and metadata under --data DIR survive a restart, and an acknowledged upload survives
// kill -9 of the emulator process (started through the CLI, as `npm run emulators` does).

import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
} from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { PROJECT, startStorage, tempDir, webStorageClients } from './helpers.ts';

const client = webStorageClients('persist');
const ownerStorage = (port: number) => client(port, 'owner');

describe('persistence', () => {
  it('keeps objects, metadata and tokens across a restart', async () => {
    const dataDir = tempDir();
    const first = await startStorage({ dataDir });
    let storage = ownerStorage(first.port);
    await uploadBytes(ref(storage, 'gallery/a.png'), new TextEncoder().encode('A'), {
      contentType: 'image/png',
      customMetadata: { kind: 'after' },
    });
    await updateMetadata(ref(storage, 'gallery/a.png'), { customMetadata: { kind: 'before' } });
    const before = await getMetadata(ref(storage, 'gallery/a.png'));
    await first.stop();

    const second = await startStorage({ dataDir });
    storage = ownerStorage(second.port);
    const after = await getMetadata(ref(storage, 'gallery/a.png'));
    expect(after).toMatchObject({
      generation: before.generation,
      metageneration: '2',
      contentType: 'image/png',
      customMetadata: { kind: 'before' },
      md5Hash: before.md5Hash,
    });
    expect(new TextDecoder().decode(await getBytes(ref(storage, 'gallery/a.png')))).toBe('A');
    await second.stop();
  });

  it('keeps every acknowledged upload when the process is killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const child = await startCli(dataDir);
    const storage = ownerStorage(child.port);
    // Once the process is gone the SDK would retry for minutes; give up quickly instead.
    storage.maxUploadRetryTime = 200;
    const acknowledged = new Map<string, string>();
    const payload = (i: number) => Buffer.alloc(64 * 1024 + i, String(i));
    let stop = false;
    const writers = [0, 1, 2].map(async (w) => {
      for (let i = w; !stop; i += 3) {
        const name = `crash/${i}.bin`;
        const data = payload(i);
        try {
          await uploadBytes(ref(storage, name), data);
          acknowledged.set(name, md5(data));
        } catch {
          return;
        }
      }
    });
    while (acknowledged.size < 20) await new Promise((r) => setTimeout(r, 5));
    child.process.kill('SIGKILL');
    stop = true;
    await new Promise((r) => child.process.once('exit', r));

    const restarted = await startStorage({ dataDir });
    const admin = ownerStorage(restarted.port);
    for (const [name, digest] of acknowledged) {
      const bytes = Buffer.from(await getBytes(ref(admin, name)));
      expect(md5(bytes)).toBe(digest);
    }
    // Uploads cut off by the kill are absent or whole, never partial.
    const { items } = await listAll(ref(admin, 'crash'));
    expect(items.length).toBeGreaterThanOrEqual(acknowledged.size);
    for (const item of items) {
      const i = Number(item.name.replace('.bin', ''));
      expect(md5(Buffer.from(await getBytes(item)))).toBe(md5(payload(i)));
    }
    await restarted.stop();
    await Promise.allSettled(writers);
  });
});

describe('--export-on-exit and --import', () => {
  it('carries every object with its metadata and token, in every bucket, beside Firestore’s export', async () => {
    const dir = tempDir();
    const exported = join(dir, 'export');
    const first = await startCli(dir, ['--export-on-exit', exported], ['firestore', 'storage']);
    const storage = ownerStorage(first.port);
    await uploadBytes(ref(storage, 'gallery/a.png'), new TextEncoder().encode('A'), {
      contentType: 'image/png',
      customMetadata: { kind: 'after' },
    });
    const url = await getDownloadURL(ref(storage, 'gallery/a.png'));
    const before = await getMetadata(ref(storage, 'gallery/a.png'));
    // Another bucket, created by its first write (JSON API, as firebase-admin uploads).
    const other = await fetch(
      `http://127.0.0.1:${first.port}/upload/storage/v1/b/test-bucket/o?uploadType=media&name=reports%2Fnov.csv`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'text/csv' },
        body: 'month,total\n11,420\n',
      },
    );
    expect(other.status).toBe(200);
    const firestore = `http://127.0.0.1:${first.firestorePort}/v1/projects/${PROJECT}/databases/(default)/documents`;
    const created = await fetch(`${firestore}/rooms?documentId=a`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { name: { stringValue: 'A' } } }),
    });
    expect(created.status).toBe(200);
    expect(await stopCli(first)).toBe(0);

    const metadata = JSON.parse(readFileSync(join(exported, 'firebase-export-metadata.json'), 'utf8'));
    expect(metadata.firestore.path).toBe('firestore_export');
    expect(metadata.storage.path).toBe('storage_export');

    const elsewhere = tempDir();
    const second = await startCli(elsewhere, ['--import', exported], ['firestore', 'storage']);
    const again = ownerStorage(second.port);
    expect(await getMetadata(ref(again, 'gallery/a.png'))).toMatchObject({
      generation: before.generation,
      md5Hash: before.md5Hash,
      contentType: 'image/png',
      customMetadata: { kind: 'after' },
    });
    expect(new TextDecoder().decode(await getBytes(ref(again, 'gallery/a.png')))).toBe('A');
    // The download URL's token still opens it.
    const downloaded = await fetch(url.replace(`:${first.port}/`, `:${second.port}/`));
    expect(await downloaded.text()).toBe('A');
    const report = await fetch(
      `http://127.0.0.1:${second.port}/download/storage/v1/b/test-bucket/o/reports%2Fnov.csv?alt=media`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    expect(await report.text()).toBe('month,total\n11,420\n');
    const room = await fetch(
      `http://127.0.0.1:${second.firestorePort}/v1/projects/${PROJECT}/databases/(default)/documents/rooms/a`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    expect((await room.json()).fields).toEqual({ name: { stringValue: 'A' } });
    expect(await stopCli(second)).toBe(0);
  });

  it('refuses to start from a folder whose metadata names a Storage export that is not there', async () => {
    const dir = tempDir();
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(
      join(broken, 'firebase-export-metadata.json'),
      JSON.stringify({ storage: { path: 'storage_export' } }),
    );
    await expect(startCli(dir, ['--import', broken])).rejects.toThrow(/holds no Storage export/);
  });
});

function md5(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}

interface Cli {
  process: ChildProcess;
  /** The Storage emulator's port. */
  port: number;
  firestorePort: number | undefined;
}

/** `npm run emulators` in `dir` (its firebase.json there), with `args` (by default `--data dir`). */
async function startCli(dir: string, args = ['--data', dir], only = ['storage']): Promise<Cli> {
  const config = join(dir, 'firebase.json');
  const emulators = Object.fromEntries(only.map((name) => [name, { host: '127.0.0.1', port: 0 }]));
  writeFileSync(config, JSON.stringify({ emulators }));
  const cli = new URL('../../src/cli.ts', import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    [cli, '--only', only.join(','), ...args, '--config', config, '--project', PROJECT],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const ports = await new Promise<Record<string, number>>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = Object.fromEntries(
        [...output.matchAll(/(\w+) emulator ready on [\d.]+:(\d+)/g)].map((m) => [m[1], Number(m[2])]),
      );
      if (only.every((name) => name in found)) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`CLI exited with ${code}: ${output}${errors}`)));
  });
  return { process: child, port: ports.storage ?? 0, firestorePort: ports.firestore };
}

async function stopCli(cli: Cli): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => cli.process.once('exit', resolve));
  cli.process.kill('SIGTERM');
  return exited;
}
