import { describe, expect, it } from 'vitest';
import { CLIENT_UID, OTHER_CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { clientPhoto } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('client_photos');
describeMatrix(table.client_photos, driver);

const path = `profiles/${CLIENT_UID}/client_photos/new`;
const create = (changes: Data) =>
  tryAs(driver(), 'assistant', {
    op: 'create',
    path,
    data: { ...clientPhoto('staff-cam', NOW), ...changes },
  });

describe('client_photos: hostile writes', () => {
  it('denies a photo filed under another client or pointing at her files', async () => {
    expect(await create({ client_id: OTHER_CLIENT_UID })).toBe(false);
    expect(await create({ storage_path: `client-photos/${OTHER_CLIENT_UID}/1.jpg` })).toBe(false);
    expect(await create({ storage_path: 'product-images/1.jpg' })).toBe(false);
  });

  it('denies another uploader, a client-side time and a bad photo type', async () => {
    expect(await create({ uploaded_by: 'staff-olga' })).toBe(false);
    expect(await create({ created_at: new Date('2020-01-01T00:00:00Z') })).toBe(false);
    expect(await create({ photo_type: 'selfie' })).toBe(false);
  });

  it('allows changing notes, tags and type only', async () => {
    const seeded = table.client_photos.seed;
    const update = (data: Data) =>
      tryAs(driver(), 'assistant', { op: 'update', path: table.client_photos.existing, data }, seeded);
    expect(await update({ photo_type: 'after' })).toBe(true);
    expect(await update({ storage_path: `client-photos/${CLIENT_UID}/other.jpg` })).toBe(false);
    expect(await update({ uploaded_by: 'staff-cam' })).toBe(false);
  });

  it("allows editing a photo moved with a walk-in's record, whose file kept its first path", async () => {
    const moved = `profiles/${CLIENT_UID}/client_photos/moved`;
    const seeded = {
      [moved]: { ...clientPhoto('staff-olga'), storage_path: 'client-photos/walk-in-1/1772377200000.jpg' },
    };
    const update = (data: Data) => tryAs(driver(), 'assistant', { op: 'update', path: moved, data }, seeded);
    expect(await update({ notes: 'Before the gel set' })).toBe(true);
    expect(await update({ storage_path: `client-photos/${CLIENT_UID}/1.jpg` })).toBe(false);
  });
});
