import { randomUUID } from 'node:crypto';
import { cardImagePath } from '@studio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, PROJECT_ID, stack } from './support/stack.ts';

process.env.FIREBASE_STORAGE_EMULATOR_HOST = stack().storage;
const app = initializeApp({ projectId: PROJECT_ID }, `card-images-${randomUUID()}`);
const bucket = getStorage(app).bucket(`${PROJECT_ID}.appspot.com`);
afterAll(() => deleteApp(app));

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d946ef' } })
    .png()
    .toBuffer();

/** The stored copy's size and format, once the function has written it. */
async function copyOf(name: string, width: 400 | 800) {
  const path = cardImagePath(name, width) ?? '';
  const file = bucket.file(path);
  await eventually(`${path} written`, async () => (await file.exists())[0]);
  const [bytes] = await file.download();
  const [metadata] = await file.getMetadata();
  return { ...(await sharp(bytes).metadata()), contentType: metadata.contentType };
}

describe('card copies of uploaded images, through the Storage and Functions emulators', () => {
  it('writes a 400 and an 800 px WebP copy of a product photo', async () => {
    const name = `product-images/${Date.now()}-${randomUUID().slice(0, 6)}-polish.png`;
    await bucket.file(name).save(await picture(2000, 1500), { contentType: 'image/png' });
    expect(await copyOf(name, 400)).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
      contentType: 'image/webp',
    });
    expect(await copyOf(name, 800)).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('copies a blog image without scaling a small one up', async () => {
    const name = `blog-images/${Date.now()}-${randomUUID().slice(0, 6)}-cover.png`;
    await bucket.file(name).save(await picture(640, 360), { contentType: 'image/png' });
    expect(await copyOf(name, 800)).toMatchObject({ width: 640, height: 360 });
  });
});
