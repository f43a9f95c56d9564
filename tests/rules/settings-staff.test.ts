import { describe, expect, it } from 'vitest';
import { type ActorName, actors } from './support/actors.ts';
import { NOW } from './support/driver.ts';
import { setting } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('settings_staff');
describeMatrix(table.settings_staff, driver);

const save = (actor: ActorName, key: string, value: unknown, tab: string) =>
  tryAs(driver(), actor, {
    op: 'create',
    path: `settings_staff/${key}`,
    data: setting(key, value, tab, actors[actor].uid, NOW),
  });

describe('settings_staff: hostile writes', () => {
  it('denies an assistant granting herself a permission; allows the owner', async () => {
    expect(await save('assistant', 'permissions_assistant_manage_services', true, 'advanced')).toBe(false);
    expect(await save('owner', 'permissions_assistant_manage_services', true, 'advanced')).toBe(true);
  });

  it('denies storing the Instagram token in a settings document', async () => {
    expect(await save('owner', 'instagram_access_token', 'EAAG-secret', 'integrations')).toBe(false);
  });

  it('denies a public key here and a bad value', async () => {
    expect(await save('owner', 'blog_section_enabled', true, 'features')).toBe(false);
    expect(await save('owner', 'notification_driver', 'pigeon', 'bookings')).toBe(false);
    expect(await save('owner', 'data_retention_months', 0, 'advanced')).toBe(false);
  });

  it('allows the owner to disconnect Instagram, not an assistant (the connection is hers)', async () => {
    expect(await save('owner', 'instagram_connected', false, 'integrations')).toBe(true);
    expect(await save('assistant', 'instagram_connected', false, 'integrations')).toBe(false);
  });

  it('denies a browser marking Instagram connected or naming an account (the connection test does)', async () => {
    expect(await save('owner', 'instagram_connected', true, 'integrations')).toBe(false);
    expect(await save('owner', 'instagram_username', 'someone.else', 'integrations')).toBe(false);
    expect(await save('owner', 'instagram_username', '', 'integrations')).toBe(true);
  });
});
