import { describe, expect, it } from 'vitest';
import { CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { clientNote } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('client_notes');
describeMatrix(table.client_notes, driver);

const path = `profiles/${CLIENT_UID}/client_notes/new`;
const create = (changes: Data) =>
  tryAs(driver(), 'owner', { op: 'create', path, data: { ...clientNote('staff-olga', NOW), ...changes } });

describe('client_notes: hostile writes', () => {
  it('denies a blank or oversize note', async () => {
    expect(await create({ note: '   ' })).toBe(false);
    expect(await create({ note: 'x'.repeat(5001) })).toBe(false);
  });

  it('denies a bad note type, another author and an extra key', async () => {
    expect(await create({ note_type: 'gossip' })).toBe(false);
    expect(await create({ created_by: 'staff-cam' })).toBe(false);
    expect(await create({ visible_to_client: true })).toBe(false);
  });

  it('denies rewriting who wrote a note', async () => {
    const attempt = {
      op: 'update',
      path: table.client_notes.existing,
      data: { created_by: 'staff-cam' },
    } as const;
    expect(await tryAs(driver(), 'assistant', attempt, table.client_notes.seed)).toBe(false);
  });
});
