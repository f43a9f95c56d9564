import {
  isLoyaltyRuleKey,
  isOwnerOnlySetting,
  settingKeys,
  settingsCollectionFor,
  settingsRegistry,
} from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { NOW } from './support/driver.ts';
import { setting } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { tryAs } from './support/matrix.ts';

// The rules mirror domain's settings registry (which half each key lives in, its tab, its value
// type). Every key's default must be writable where the registry puts it and nowhere else, so
// the two cannot drift apart unnoticed. The loyalty rate and tiers are written by changeLoyaltyRule
// only (it records whether a change applies to past bookings), so no browser saves them.
const driver = useRulesDriver('settings_registry');

describe('settings: the rules agree with the registry', () => {
  for (const key of settingKeys) {
    const { tab, default: value } = settingsRegistry[key];
    const home = settingsCollectionFor(key);
    const elsewhere = home === 'settings_public' ? 'settings_staff' : 'settings_public';
    const data = setting(key, value, tab, 'staff-olga', NOW);

    const ownerMay = !isLoyaltyRuleKey(key);
    it(`${ownerMay ? 'allows' : 'denies'} the owner saving ${key}'s default in ${home}`, async () => {
      expect(await tryAs(driver(), 'owner', { op: 'create', path: `${home}/${key}`, data })).toBe(ownerMay);
    });

    const assistantMay = !isOwnerOnlySetting(key) && !isLoyaltyRuleKey(key);
    it(`${assistantMay ? 'allows' : 'denies'} an assistant saving ${key}`, async () => {
      const attempt = {
        op: 'create',
        path: `${home}/${key}`,
        data: { ...data, updated_by: 'staff-cam' },
      } as const;
      expect(await tryAs(driver(), 'assistant', attempt)).toBe(assistantMay);
    });

    it(`denies saving ${key} in ${elsewhere}`, async () => {
      expect(await tryAs(driver(), 'owner', { op: 'create', path: `${elsewhere}/${key}`, data })).toBe(false);
    });
  }
});
