import { describe, expect, it } from 'vitest';
import { type ActorName, actors, allActors, CLIENT_UID, isStaff } from './support/actors.ts';
import type { Attempt } from './support/driver.ts';
import { useRulesDriver } from './support/harness.ts';

const driver = useRulesDriver('storage');
const MiB = 1024 * 1024;
const photo = `client-photos/${CLIENT_UID}/1772377200000.jpg`;
const stored = {
  [photo]: { size: 1000, contentType: 'image/jpeg' },
  'product-images/oil.png': { size: 1000, contentType: 'image/png' },
  'product-images/cards/oil_1700000000123456_400w.webp': { size: 500, contentType: 'image/webp' },
  'blog-images/cards/cover_1700000000123456_800w.webp': { size: 500, contentType: 'image/webp' },
  'product-images/cards/oil.png': { size: 500, contentType: 'image/png' },
  'product-images/cards/oil_400w.webp': { size: 500, contentType: 'image/webp' },
};

async function attempt(
  actor: ActorName,
  op: 'upload' | 'download',
  path: string,
  size = MiB,
  contentType = 'image/jpeg',
) {
  const request: Attempt = op === 'upload' ? { op, path, size, contentType } : { op, path };
  await driver().seed({}, stored);
  return (await driver().attempt(actors[actor], request)).allowed;
}

describe('storage: client photos are staff-only', () => {
  for (const actor of allActors) {
    const allowed = isStaff(actor);
    it(`${allowed ? 'allows' : 'denies'} reading a client photo by ${actor.label}`, async () => {
      expect(await attempt(actor.name, 'download', photo)).toBe(allowed);
    });
    it(`${allowed ? 'allows' : 'denies'} uploading a client photo by ${actor.label}`, async () => {
      expect(await attempt(actor.name, 'upload', `client-photos/${CLIENT_UID}/new.jpg`)).toBe(allowed);
    });
  }

  it('denies a 20 MiB upload and allows one just under 10 MiB', async () => {
    expect(await attempt('owner', 'upload', `client-photos/${CLIENT_UID}/big.jpg`, 20 * MiB)).toBe(false);
    expect(await attempt('owner', 'upload', `client-photos/${CLIENT_UID}/ok.jpg`, 10 * MiB)).toBe(true);
  });

  it('denies SVG and other image types outside the allow-list, even small ones', async () => {
    const upload = (name: string, type: string) =>
      attempt('owner', 'upload', `client-photos/${CLIENT_UID}/${name}`, 1000, type);
    expect(await upload('x.svg', 'image/svg+xml')).toBe(false);
    expect(await upload('x.ico', 'image/x-icon')).toBe(false);
    expect(await attempt('owner', 'upload', 'product-images/x.svg', 1000, 'image/svg+xml')).toBe(false);
    expect(await attempt('owner', 'upload', 'blog-images/x.svg', 1000, 'image/svg+xml')).toBe(false);
  });

  it('allows PNG, JPEG, WebP, GIF and AVIF', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])
      expect(await attempt('owner', 'upload', 'blog-images/cover', MiB, type), type).toBe(true);
  });

  it('denies a file that is not an image', async () => {
    expect(
      await attempt('owner', 'upload', `client-photos/${CLIENT_UID}/doc.pdf`, MiB, 'application/pdf'),
    ).toBe(false);
    expect(await attempt('owner', 'upload', `client-photos/${CLIENT_UID}/page.html`, MiB, 'text/html')).toBe(
      false,
    );
  });
});

describe('storage: product and blog images are public, staff-written', () => {
  it('allows a visitor to read a product image', async () => {
    expect(await attempt('visitor', 'download', 'product-images/oil.png')).toBe(true);
  });

  it('allows staff and denies clients uploading product and blog images', async () => {
    expect(await attempt('assistant', 'upload', 'product-images/new.png', MiB, 'image/png')).toBe(true);
    expect(await attempt('owner', 'upload', 'blog-images/cover.webp', MiB, 'image/webp')).toBe(true);
    expect(await attempt('client', 'upload', 'product-images/new.png', MiB, 'image/png')).toBe(false);
    expect(await attempt('owner', 'upload', 'blog-images/cover.svg', 20 * MiB, 'image/svg+xml')).toBe(false);
  });

  it('allows anyone to read the card copies and denies uploading them, staff included', async () => {
    expect(await attempt('visitor', 'download', 'product-images/cards/oil_1700000000123456_400w.webp')).toBe(
      true,
    );
    expect(await attempt('client', 'download', 'blog-images/cards/cover_1700000000123456_800w.webp')).toBe(
      true,
    );
    for (const actor of ['owner', 'assistant', 'client', 'visitor'] as const)
      expect(
        await attempt(
          actor,
          'upload',
          'product-images/cards/oil_1700000000123456_400w.webp',
          1000,
          'image/webp',
        ),
        actor,
      ).toBe(false);
  });

  it('denies reading a file in cards/ that is no copy name (upload, generation, width)', async () => {
    expect(await attempt('visitor', 'download', 'product-images/cards/oil.png')).toBe(false);
    expect(await attempt('visitor', 'download', 'product-images/cards/oil_400w.webp')).toBe(false);
  });

  it('denies card folders outside the public image folders', async () => {
    expect(await attempt('visitor', 'download', `client-photos/cards/x_1700000000123456_400w.webp`)).toBe(
      false,
    );
  });

  it('denies everything elsewhere in the bucket', async () => {
    expect(await attempt('owner', 'upload', 'backups/db.png', MiB, 'image/png')).toBe(false);
  });
});
