// The web SDK in headless Chromium, from a page on another origin: CORS preflights, credentials,
// the exposed X-Goog-Upload-* headers of resumable uploads, getBlob, and a download URL in <img>.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/chromium.ts';
import type { RunningStorage } from '../../src/storage-service/server.ts';
import { BUCKET, PROJECT, setRules, startStorage, USER_RULES } from './helpers.ts';

/** What the page's bundled web SDK exposes on globalThis.firebase. */
type SdkFunction =
  | 'initializeApp'
  | 'getStorage'
  | 'connectStorageEmulator'
  | 'ref'
  | 'uploadBytes'
  | 'uploadBytesResumable'
  | 'getMetadata'
  | 'getBlob'
  | 'getDownloadURL'
  | 'list'
  | 'deleteObject';

// A 1×1 transparent PNG, so the <img> really decodes an image.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let emulator: RunningStorage;
let site: Server;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  emulator = await startStorage();
  await setRules(emulator, USER_RULES);
  const bundle = await build({
    entryPoints: [new URL('./browser/entry.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  site = createServer((req, res) => {
    if (req.url === '/sdk.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    else
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<!doctype html><script src="/sdk.js"></script>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  browser = await launchChromium({ forTests: true });
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
  await page.evaluate(
    ({ port, project, bucket }) => {
      const f = (globalThis as never as { firebase: Record<SdkFunction, (...args: unknown[]) => unknown> })
        .firebase;
      const make = (name: string, token?: unknown) => {
        const app = f.initializeApp({ projectId: project, storageBucket: bucket, apiKey: 'fake' }, name);
        const storage = f.getStorage(app);
        f.connectStorageEmulator(storage, '127.0.0.1', port, token ? { mockUserToken: token } : {});
        return storage;
      };
      Object.assign(globalThis, { alice: make('alice', { sub: 'alice' }), anonymous: make('anonymous') });
    },
    { port: emulator.port, project: PROJECT, bucket: BUCKET },
  );
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await emulator?.stop();
});

describe('web SDK in Chromium', () => {
  it('uploads, reads metadata and a Blob, and shows the download URL in an <img>', async () => {
    const result = await page.evaluate(async (png) => {
      const g = globalThis as never as {
        firebase: Record<SdkFunction, (...args: unknown[]) => Promise<never>>;
        alice: unknown;
      };
      const { firebase: f, alice } = g;
      const photo = f.ref(alice, 'users/alice/nails.png') as unknown;
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      await f.uploadBytes(photo, bytes, { contentType: 'image/png', customMetadata: { kind: 'after' } });
      const metadata = (await f.getMetadata(photo)) as {
        size: number;
        customMetadata: Record<string, string>;
      };
      const blob = (await f.getBlob(photo)) as Blob;
      const url = (await f.getDownloadURL(photo)) as string;
      const image = document.createElement('img');
      const loaded = new Promise<number>((resolve, reject) => {
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => reject(new Error('image failed to load'));
      });
      image.src = url;
      document.body.append(image);
      return { size: metadata.size, custom: metadata.customMetadata, blob: blob.size, width: await loaded };
    }, PNG);
    const size = Buffer.from(PNG, 'base64').length;
    expect(result).toEqual({ size, custom: { kind: 'after' }, blob: size, width: 1 });
  });

  it('runs a resumable upload across origins with progress', async () => {
    const result = await page.evaluate(async () => {
      const g = globalThis as never as {
        firebase: Record<SdkFunction, (...args: unknown[]) => never>;
        alice: unknown;
      };
      const { firebase: f, alice } = g;
      const file = f.ref(alice, 'users/alice/video.bin');
      const task = f.uploadBytesResumable(file, new Uint8Array(800 * 1024).fill(9)) as {
        on: (event: string, next: (s: { bytesTransferred: number }) => void) => void;
        then: Promise<{ metadata: { size: number } }>['then'];
      };
      const progress: number[] = [];
      task.on('state_changed', (s) => progress.push(s.bytesTransferred));
      const snapshot = await task;
      const listed = (await f.list(f.ref(alice, 'users/alice'))) as { items: { name: string }[] };
      return { size: snapshot.metadata.size, steps: progress.length, names: listed.items.map((i) => i.name) };
    });
    expect(result.size).toBe(800 * 1024);
    expect(result.steps).toBeGreaterThan(2);
    expect(result.names).toEqual(['nails.png', 'video.bin']);
  });

  it('reports storage/unauthorized to a signed-out visitor and deletes for the owner', async () => {
    const result = await page.evaluate(async () => {
      const g = globalThis as never as {
        firebase: Record<SdkFunction, (...args: unknown[]) => Promise<never>>;
        alice: unknown;
        anonymous: unknown;
      };
      const { firebase: f, alice, anonymous } = g;
      const denied = await f
        .getMetadata(f.ref(anonymous, 'users/alice/nails.png'))
        .catch((e: { code: string }) => e.code);
      await f.deleteObject(f.ref(alice, 'users/alice/nails.png'));
      const gone = await f
        .getMetadata(f.ref(alice, 'users/alice/nails.png'))
        .catch((e: { code: string }) => e.code);
      return { denied, gone };
    });
    expect(result).toEqual({ denied: 'storage/unauthorized', gone: 'storage/object-not-found' });
  });
});
