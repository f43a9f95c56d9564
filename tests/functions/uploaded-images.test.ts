// Issues 17 and 30: the checkUploadedImage function (onObjectFinalized) through the stack: our
// Storage emulator sends the finalize event to firebase-tools' Functions emulator, which runs the
// built function; it deletes an object that is not the image it declares, or whose header declares
// a decompression bomb's canvas, and makeCardImages writes no copy of it. How much memory opening
// a bomb takes is measured in a child process of its own (support/image-bomb-memory.ts).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cardImagePaths } from '@studio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { imageBombs } from './support/image-bombs.ts';
import { eventually, PROJECT_ID, stack } from './support/stack.ts';

process.env.FIREBASE_STORAGE_EMULATOR_HOST = stack().storage;
process.env.STORAGE_EMULATOR_HOST = `http://${stack().storage}`;
// The default bucket, the one the web app uploads to and the function watches.
const BUCKET = `${PROJECT_ID}.appspot.com`;
const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, `images-${randomUUID()}`);
const bucket = getStorage(app).bucket(BUCKET);
afterAll(() => deleteApp(app));

// A whole 1 × 1 PNG: the function reads the header's dimensions, so a truncated one is refused.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

async function upload(name: string, bytes: Buffer, contentType: string) {
  const file = bucket.file(name);
  await file.save(bytes, { contentType, resumable: false });
  return file;
}

const gone = async (name: string) => !(await bucket.file(name).exists())[0];
// The first event waits for the Functions emulator to load the function, which on a loaded
// machine has taken over 40 s; the event itself is delivered in well under a second.
const deliveryMs = 150_000;

describe('checkUploadedImage: an uploaded image’s bytes must be the type it declares', () => {
  it('deletes HTML labelled image/png and keeps a real PNG', async () => {
    const tag = randomUUID().slice(0, 8);
    const real = await upload(`product-images/${tag}-real.png`, png, 'image/png');
    const fake = `product-images/${tag}-fake.png`;
    await upload(fake, html, 'image/png');
    await eventually('the fake PNG deleted', () => gone(fake), deliveryMs);
    expect((await real.exists())[0]).toBe(true);
  }, 180_000);

  it('deletes a client photo whose bytes are another image type than declared', async () => {
    const name = `client-photos/ana/${randomUUID().slice(0, 8)}.webp`;
    await upload(name, png, 'image/webp');
    await eventually('the mislabelled photo deleted', () => gone(name), deliveryMs);
  }, 180_000);

  it('leaves objects outside the image folders alone', async () => {
    const tag = randomUUID().slice(0, 8);
    const other = await upload(`exports/${tag}.html`, html, 'text/html');
    // Its finalize event is delivered before the later upload's: once that one is deleted, the
    // function has had this one too.
    const fake = `blog-images/${tag}.gif`;
    await upload(fake, html, 'image/gif');
    await eventually('the fake GIF deleted', () => gone(fake), deliveryMs);
    expect((await other.exists())[0]).toBe(true);
  }, 180_000);
});

describe('image bombs: a tiny file declaring an enormous canvas', () => {
  const contentTypes = { gif: 'image/gif', avif: 'image/avif', png: 'image/png' } as const;

  it('is opened with bounded memory: refused from its header, and by the copy too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'image-bombs-'));
    try {
      const files: Record<string, string> = {};
      for (const [kind, make] of Object.entries(imageBombs)) {
        files[kind] = join(dir, kind);
        await writeFile(join(dir, kind), await make());
      }
      const { stdout } = await promisify(execFile)(process.execPath, [
        fileURLToPath(new URL('./support/image-bomb-memory.ts', import.meta.url)),
        ...Object.values(files),
      ]);
      const measured = JSON.parse(stdout) as Record<
        string,
        { problem: string | null; copyError: string | null; grewKiB: number }
      >;
      for (const [kind, file] of Object.entries(files)) {
        const result = measured[file];
        expect(result?.problem, kind).toMatch(/pixels, more than the 50000000 we open/);
        expect(result?.copyError, kind).toMatch(/pixel limit/);
        // Decoding one of these takes gigabytes; the checks must stay far below 100 MB.
        expect(result?.grewKiB, kind).toBeLessThan(100 * 1024);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('is deleted from a public folder, with no card copy made', async () => {
    const tag = randomUUID().slice(0, 8);
    for (const [kind, make] of Object.entries(imageBombs)) {
      const name = `product-images/${tag}-bomb.${kind}`;
      const file = await upload(name, await make(), contentTypes[kind as keyof typeof contentTypes]);
      // The upload's own answer names its generation: the function may delete the file before a
      // later metadata read could (a race this test lost once, in 0.7 s).
      const generation = String(file.metadata.generation);
      await eventually(`the ${kind} bomb deleted`, () => gone(name), deliveryMs);
      for (const path of cardImagePaths(name, generation)) expect(await gone(path), path).toBe(true);
    }
  }, 180_000);
});
