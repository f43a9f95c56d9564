import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardCopy } from './card-copy.ts';

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
