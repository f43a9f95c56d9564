import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardCopy, imageHeaderProblem } from './card-copy.ts';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d946ef' } })
    .jpeg()
    .toBuffer();

describe('a card copy', () => {
  it('scales a large picture down to the width, keeping its shape, as WebP', async () => {
    const copy = await sharp(await cardCopy(await picture(1600, 1200), 400)).metadata();
    expect(copy).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });

  it('never scales a small picture up', async () => {
    const copy = await sharp(await cardCopy(await picture(300, 200), 800)).metadata();
    expect(copy).toMatchObject({ width: 300, height: 200 });
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    // Stored 1600×1200, shown turned a quarter (orientation 6): 1200 wide, 1600 high.
    const sideways = await sharp(await picture(1600, 1200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const copy = await sharp(await cardCopy(sideways, 400)).metadata();
    expect(copy).toMatchObject({ width: 400, height: 533 });
  });

  it('refuses bytes that are no image', async () => {
    await expect(cardCopy(Buffer.from('<svg onload="alert(1)"/>'), 400)).rejects.toThrow();
  });
});

describe('the header check before any decoding', () => {
  /** A real PNG whose header (IHDR, CRC put right) then says 100000 × 100000. */
  async function pngDeclaring(width: number, height: number) {
    const png = Buffer.from(await picture(64, 64).then((jpeg) => sharp(jpeg).png().toBuffer()));
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  }

  it('opens a photo within the pixel limit', async () => {
    expect(await imageHeaderProblem(await picture(1600, 1200))).toBeNull();
  });

  it('refuses a header declaring more pixels than the limit, and so does the copy', async () => {
    const bomb = await pngDeclaring(100_000, 100_000);
    expect(await imageHeaderProblem(bomb)).toMatch(/100000 × 100000 pixels, more than/);
    await expect(cardCopy(bomb, 400)).rejects.toThrow(/pixel limit/);
  });

  it('refuses bytes that are no image', async () => {
    expect(await imageHeaderProblem(Buffer.from('<html></html>'))).toMatch(/no readable image/);
  });
});
