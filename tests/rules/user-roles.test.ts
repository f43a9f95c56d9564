import { describe, expect, it } from 'vitest';
import { CLIENT_UID } from './support/actors.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('user_roles');
describeMatrix(table.user_roles, driver);

describe('user_roles: hostile writes', () => {
  it('denies a client promoting herself to owner', async () => {
    const attempt = { op: 'update', path: `user_roles/${CLIENT_UID}`, data: { role: 'owner' } } as const;
    expect(await tryAs(driver(), 'client', attempt)).toBe(false);
  });

  it('denies a new account writing its own role document', async () => {
    const attempt = {
      op: 'create',
      path: 'user_roles/client-new',
      data: { user_id: 'client-new', role: 'assistant' },
    } as const;
    expect(await tryAs(driver(), 'otherClient', attempt)).toBe(false);
  });

  it('denies even the owner writing roles from a browser (setUserRole does it)', async () => {
    const attempt = { op: 'update', path: `user_roles/${CLIENT_UID}`, data: { role: 'assistant' } } as const;
    expect(await tryAs(driver(), 'owner', attempt)).toBe(false);
  });
});
