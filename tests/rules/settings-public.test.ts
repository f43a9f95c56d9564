import { describe, expect, it } from 'vitest';
import { actors } from './support/actors.ts';
import { NOW } from './support/driver.ts';
import { setting } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('settings_public');
describeMatrix(table.settings_public, driver);

const save = (key: string, value: unknown, tab: string, by = 'staff-olga') =>
  tryAs(driver(), 'owner', {
    op: 'create',
    path: `settings_public/${key}`,
    data: setting(key, value, tab, by, NOW),
  });

describe('settings_public: hostile writes', () => {
  it('denies a token in a readable document', async () => {
    expect(await save('instagram_access_token', 'EAAG-secret', 'integrations')).toBe(false);
  });

  it('denies a staff-only key here (it would become public)', async () => {
    expect(await save('permissions_assistant_manage_services', true, 'advanced')).toBe(false);
  });

  it('denies an unknown key, a wrong tab and a key that is not the document id', async () => {
    expect(await save('favourite_pet', 'cat', 'general')).toBe(false);
    expect(await save('blog_section_enabled', true, 'general')).toBe(false);
    const data = setting('blog_section_enabled', true, 'features', 'staff-olga', NOW);
    expect(
      await tryAs(driver(), 'owner', {
        op: 'create',
        path: 'settings_public/products_section_enabled',
        data,
      }),
    ).toBe(false);
  });

  it('checks each value: types, colours, ranges, enums, object shapes', async () => {
    expect(await save('blog_section_enabled', false, 'features')).toBe(true);
    expect(await save('blog_section_enabled', 'yes', 'features')).toBe(false);
    expect(await save('branding_primary_color', '#d946ef', 'branding')).toBe(true);
    expect(await save('branding_primary_color', 'pink', 'branding')).toBe(false);
    expect(await save('ecommerce_tax_mode', 'flat', 'pricing')).toBe(true);
    expect(await save('ecommerce_tax_mode', 'sometimes', 'pricing')).toBe(false);
    expect(await save('scheduling_timezone', 'Europe/Paris', 'general')).toBe(false);
    const policy = {
      cancellationWindow: 24,
      maxAdvanceBookingDays: 60,
      requireDeposit: true,
      depositPercentage: 25,
    };
    expect(await save('booking_settings', policy, 'bookings')).toBe(true);
    expect(await save('booking_settings', { ...policy, depositPercentage: 101 }, 'bookings')).toBe(false);
    expect(await save('booking_settings', { ...policy, extra: 1 }, 'bookings')).toBe(false);
  });

  it('denies the owner writing the loyalty rate or tiers: changeLoyaltyRule records her choice', async () => {
    expect(await save('loyalty_points_per_dollar', 1, 'pricing')).toBe(false);
    expect(await save('loyalty_tier_thresholds', { silver: 10, gold: 20, platinum: 30 }, 'pricing')).toBe(
      false,
    );
    const seeded = {
      'settings_public/loyalty_points_per_dollar': setting(
        'loyalty_points_per_dollar',
        10,
        'pricing',
        'staff-olga',
      ),
    };
    expect(
      await tryAs(
        driver(),
        'owner',
        { op: 'delete', path: 'settings_public/loyalty_points_per_dollar' },
        seeded,
      ),
    ).toBe(false);
  });

  it('refuses an empty or blank business name: the header and page titles show it', async () => {
    const info = { name: 'Polished', email: '', phone: '' };
    expect(await save('business_info', info, 'general')).toBe(true);
    expect(await save('business_info', { ...info, name: '' }, 'general')).toBe(false);
    expect(await save('business_info', { ...info, name: '   ' }, 'general')).toBe(false);
  });

  it('takes updated_at as the server time or null, never a browser clock', async () => {
    const write = (updatedAt: unknown) =>
      tryAs(driver(), 'owner', {
        op: 'create',
        path: 'settings_public/blog_section_enabled',
        data: setting('blog_section_enabled', false, 'features', 'staff-olga', updatedAt),
      });
    expect(await write(null)).toBe(true);
    expect(await write(new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('denies recording someone else as the editor', async () => {
    expect(await save('blog_section_enabled', false, 'features', 'staff-cam')).toBe(false);
  });

  it('allows the owner to write the Privacy and Terms pages’ text, up to 20,000 characters', async () => {
    expect(await save('privacy_policy_text', 'We keep your details private.', 'general')).toBe(true);
    expect(await save('terms_text', '', 'general')).toBe(true);
    expect(await save('terms_text', 'x'.repeat(20_000), 'general')).toBe(true);
    expect(await save('terms_text', 'x'.repeat(20_001), 'general')).toBe(false);
    expect(await save('privacy_policy_text', ['not', 'text'], 'general')).toBe(false);
  });

  it('denies a visitor, a client and an assistant writing the Privacy or Terms text', async () => {
    for (const actor of ['visitor', 'client', 'assistant'] as const)
      for (const key of ['privacy_policy_text', 'terms_text'])
        expect(
          await tryAs(driver(), actor, {
            op: 'create',
            path: `settings_public/${key}`,
            data: setting(key, 'Our words.', 'general', actors[actor].uid ?? 'nobody', NOW),
          }),
          `${actor} writing ${key}`,
        ).toBe(false);
  });
});
