// makeCardImages and deleteCardImages through the Storage and Functions emulators: each upload
// gets its own card copies, named by its generation, and they go when the original goes.
import { randomUUID } from 'node:crypto';
import { cardImagePath, cardImagePaths } from '@studio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, PROJECT_ID, stack } from './support/stack.ts';

process.env.FIREBASE_STORAGE_EMULATOR_HOST = stack().storage;
const app = initializeApp({ projectId: PROJECT_ID }, `card-images-${randomUUID()}`);
const bucket = getStorage(app).bucket(`${PROJECT_ID}.appspot.com`);
afterAll(() => deleteApp(app));

const picture = (width: number, height: number, background = '#d946ef') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads and answers the generation Storage gave this version. */
async function upload(name: string, bytes: Buffer): Promise<string> {
  const file = bucket.file(name);
  await file.save(bytes, { contentType: 'image/png', resumable: false });
  const [metadata] = await file.getMetadata();
  return String(metadata.generation);
}

/** The stored copy's size and format, once the function has written it. */
async function copyOf(name: string, generation: string, width: 400 | 800) {
  const path = cardImagePath(name, generation, width) ?? '';
  const file = bucket.file(path);
  await eventually(`${path} written`, async () => (await file.exists())[0]);
  const [bytes] = await file.download();
  const [metadata] = await file.getMetadata();
  return { ...(await sharp(bytes).metadata()), contentType: metadata.contentType };
}

const exists = async (path: string) => (await bucket.file(path).exists())[0];

describe('card copies of uploaded images, through the Storage and Functions emulators', () => {
  it('writes a 400 and an 800 px WebP copy of a product photo, named by its generation', async () => {
    const name = `product-images/${Date.now()}-${randomUUID().slice(0, 6)}-polish.png`;
    const generation = await upload(name, await picture(2000, 1500));
    expect(await copyOf(name, generation, 400)).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
      contentType: 'image/webp',
    });
    expect(await copyOf(name, generation, 800)).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('copies a blog image without scaling a small one up', async () => {
    const name = `blog-images/${Date.now()}-${randomUUID().slice(0, 6)}-cover.png`;
    const generation = await upload(name, await picture(640, 360));
    expect(await copyOf(name, generation, 800)).toMatchObject({ width: 640, height: 360 });
  });

  it('gives a second upload under the same name copies of its own', async () => {
    const name = `product-images/${Date.now()}-${randomUUID().slice(0, 6)}-twice.png`;
    const first = await upload(name, await picture(1000, 500));
    expect(await copyOf(name, first, 400)).toMatchObject({ width: 400, height: 200 });
    const second = await upload(name, await picture(500, 1000, '#10b981'));
    expect(second).not.toBe(first);
    expect(await copyOf(name, second, 400)).toMatchObject({ width: 400, height: 800 });
    // Another file than the first upload's copy, so a cached first copy never stands for the second.
    expect(cardImagePath(name, second, 400)).not.toBe(cardImagePath(name, first, 400));
  });

  it('deletes the copies when the original is deleted', async () => {
    const name = `blog-images/${Date.now()}-${randomUUID().slice(0, 6)}-gone.png`;
    const generation = await upload(name, await picture(900, 600));
    await copyOf(name, generation, 800);
    await bucket.file(name).delete();
    for (const path of cardImagePaths(name, generation))
      await eventually(`${path} deleted`, async () => !(await exists(path)));
  });
});
