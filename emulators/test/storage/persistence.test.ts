// Objects and metadata under --data DIR survive a restart, and an acknowledged upload survives
// kill -9 of the emulator process (started through the CLI, as `npm run emulators` does).

import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getBytes, getMetadata, listAll, ref, updateMetadata, uploadBytes } from 'firebase/storage';
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

function md5(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}

async function startCli(dataDir: string): Promise<{ process: ChildProcess; port: number }> {
  const config = join(dataDir, 'firebase.json');
  writeFileSync(config, JSON.stringify({ emulators: { storage: { host: '127.0.0.1', port: 0 } } }));
  const cli = new URL('../../src/cli.ts', import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    [cli, '--only', 'storage', '--data', dataDir, '--config', config, '--project', PROJECT],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /storage emulator ready on [\d.]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`CLI exited with ${code}: ${output}`)));
  });
  return { process: child, port };
}
