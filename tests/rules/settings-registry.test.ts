import {
  assistantSettingKeys,
  isLoyaltyRuleKey,
  type SettingKey,
  settingKeys,
  settingsCollectionFor,
  settingsRegistry,
} from '@studio/domain';
import { describe, expect, inject, it } from 'vitest';
import { type Actor, allActors } from './support/actors.ts';
import { NOW } from './support/driver.ts';
import { setting } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { seedFor, tryAs } from './support/matrix.ts';

// The rules mirror domain's settings registry (which half each key lives in, its tab, its value
// type, who may change it): firestore.rules' settings region is generated from it. Every key's
// default is tried by every actor, where the registry puts it: the owner may save it (except the
// loyalty rate and tiers, which changeLoyaltyRule alone writes, recording whether a change
// applies to past bookings); an assistant only the keys the registry leaves open to her, whatever
// the permission switches say; clients and visitors never.
const driver = useRulesDriver('settings_registry');

/** An assistant every permission switch favours: still no owner-only setting. */
const assistantWithEverything: Actor = {
  name: 'assistant',
  label: 'an assistant with every permission on',
  uid: 'staff-cam',
  role: 'assistant',
  permissions: {
    permissions_assistant_manage_bookings: true,
    permissions_assistant_manage_services: true,
    permissions_assistant_view_reports: true,
  },
};

const everyone = [...allActors, assistantWithEverything];
// Through the emulators a representative part (the in-process run tries every cell).
const runner = inject('rulesRunner');
const slice = runner?.kind === 'emulators' && runner.slice;
const tried = slice
  ? everyone.filter((a) => a.name === 'owner' || a === assistantWithEverything || a.name === 'visitor')
  : everyone;

function mayChange(actor: Actor, key: SettingKey): boolean {
  if (isLoyaltyRuleKey(key)) return false;
  if (actor.role === 'owner') return true;
  return actor.role === 'assistant' && assistantSettingKeys.includes(key);
}

describe('settings: every key for every actor, as the registry says', () => {
  for (const key of settingKeys) {
    const { tab, default: value } = settingsRegistry[key];
    const home = settingsCollectionFor(key);
    for (const actor of tried) {
      const allowed = mayChange(actor, key);
      it(`${allowed ? 'allows' : 'denies'} ${actor.label} saving ${key}`, async () => {
        await driver().seed(seedFor(actor));
        const data = setting(key, value, tab, actor.uid, NOW);
        const outcome = await driver().attempt(actor, { op: 'create', path: `${home}/${key}`, data });
        expect(outcome.allowed, outcome.message).toBe(allowed);
      });
    }
  }
});

describe('settings: each key lives in one half', () => {
  for (const key of settingKeys) {
    const { tab, default: value } = settingsRegistry[key];
    const elsewhere = settingsCollectionFor(key) === 'settings_public' ? 'settings_staff' : 'settings_public';
    it(`denies saving ${key} in ${elsewhere}`, async () => {
      const data = setting(key, value, tab, 'staff-olga', NOW);
      expect(await tryAs(driver(), 'owner', { op: 'create', path: `${elsewhere}/${key}`, data })).toBe(false);
    });
  }
});

describe('settings: an assistant changing an owner-only setting that exists', () => {
  it('denies an assistant with every permission on updating the deposit; allows the owner', async () => {
    const path = 'settings_public/booking_settings';
    const stored = setting(
      'booking_settings',
      settingsRegistry.booking_settings.default,
      'bookings',
      'staff-olga',
    );
    const change = (uid: string) => ({
      value: { ...settingsRegistry.booking_settings.default, depositPercentage: 50 },
      updated_by: uid,
      updated_at: NOW,
    });
    await driver().seed(seedFor(assistantWithEverything, { [path]: stored }));
    const assistant = await driver().attempt(assistantWithEverything, {
      op: 'update',
      path,
      data: change('staff-cam'),
    });
    expect(assistant.allowed).toBe(false);
    expect(
      await tryAs(driver(), 'owner', { op: 'update', path, data: change('staff-olga') }, { [path]: stored }),
    ).toBe(true);
  });
});
