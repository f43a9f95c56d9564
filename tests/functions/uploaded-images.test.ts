// Issue 17: the checkUploadedImage function (onObjectFinalized) through the stack: our Storage
// emulator sends the finalize event to firebase-tools' Functions emulator, which runs the built
// function; it reads the object's first bytes and deletes one that is not the image it declares.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, PROJECT_ID, stack } from './support/stack.ts';

process.env.FIREBASE_STORAGE_EMULATOR_HOST = stack().storage;
process.env.STORAGE_EMULATOR_HOST = `http://${stack().storage}`;
// The default bucket, the one the web app uploads to and the function watches.
const BUCKET = `${PROJECT_ID}.appspot.com`;
const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, `images-${randomUUID()}`);
const bucket = getStorage(app).bucket(BUCKET);
afterAll(() => deleteApp(app));

const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
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
