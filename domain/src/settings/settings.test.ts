import { describe, expect, it } from 'vitest';
import { assistantSettingKeys, type SettingKey, settingKeys, settingsRegistry } from './registry.ts';
import {
  defaultSettings,
  isOwnerOnlySetting,
  isSettingKey,
  ownerOnlyNote,
  parseNumericSettingInput,
  parseSetting,
  publicSettingKeys,
  resolveSettings,
  settingDefault,
  settingsCollectionFor,
  staffSettingKeys,
} from './settings.ts';

describe('settings registry', () => {
  it('has a default that passes its own schema for every key', () => {
    for (const key of settingKeys) expect(parseSetting(key, settingDefault(key)).success, key).toBe(true);
  });

  it('holds the spec §9 defaults', () => {
    const d = defaultSettings();
    expect(d.scheduling_lead_time_hours).toBe(24);
    expect(d.scheduling_grace_period_minutes).toBe(15);
    expect(d.booking_settings).toMatchObject({
      cancellationWindow: 24,
      maxAdvanceBookingDays: 60,
      depositPercentage: 25,
    });
    expect(d.deposit_refundable).toBe(true);
    expect(d.deposit_memo).toBe('Required to secure your appointment');
    expect(d.notification_reminder_hours).toBe(24);
    expect(d.notification_driver).toBe('email');
    expect(d.rush_settings).toMatchObject({
      rushFeeAmount: 20,
      rushWindowHours: 48,
      afterHoursFeeAmount: 30,
    });
    expect(d.loyalty_points_per_dollar).toBe(10);
    expect(d.loyalty_discount_percent).toBe(5);
    expect(d.loyalty_redemption_threshold).toBe(100);
    expect(d.ecommerce_tax_mode).toBe('none');
    expect(d.ecommerce_tax_rate).toBe(0);
    expect(d.ecommerce_shipping_enabled).toBe(false);
    expect(d.ecommerce_shipping_fee).toBe(8);
    expect(d.products_section_enabled).toBe(true);
    expect(d.ecommerce_functionality_enabled).toBe(false);
    expect(d.blog_section_enabled).toBe(true);
    expect(d.data_retention_months).toBe(24);
    expect(d.data_export_enabled).toBe(true);
    expect(d.scheduling_timezone).toBe('America/New_York');
    expect(d.branding_primary_color).toBe('#D946EF');
    expect(d.branding_accent_color).toBe('#F97316');
    expect(d.branding_font_heading).toBe('Inter');
    expect(d.branding_font_body).toBe('Inter');
    expect(d.permissions_assistant_manage_bookings).toBe(true);
    expect(d.permissions_assistant_manage_services).toBe(false);
    expect(d.permissions_assistant_view_reports).toBe(true);
    // Issue 32: requests stay the default; a held time lasts 10 minutes.
    expect(d.booking_mode).toBe('request');
    expect(d.booking_requires_approval).toBe(false);
    expect(d.booking_hold_minutes).toBe(10);
    expect(d.booking_max_upcoming_per_client).toBe(3);
  });

  it('keeps every spec §3 key and no secret', () => {
    for (const key of [
      'business_info',
      'location_address_line1',
      'location_city',
      'location_state',
      'location_zip',
      'instagram_connected',
      'instagram_username',
      'privacy_policy_text',
      'terms_text',
    ]) {
      expect(isSettingKey(key), key).toBe(true);
    }
    expect(isSettingKey('instagram_access_token')).toBe(false);
    expect(isSettingKey('toString')).toBe(false);
    // 46, and issue 32's booking_mode, booking_requires_approval,
    // booking_requires_approval_for_new_clients, booking_hold_minutes and
    // booking_max_upcoming_per_client, and its deposits' deposit_instructions, deposit_due_hours
    // and deposit_required.
    expect(settingKeys).toHaveLength(54);
  });

  it('splits keys into public and staff, each exactly once', () => {
    expect([...publicSettingKeys, ...staffSettingKeys].sort()).toEqual([...settingKeys].sort());
    expect(publicSettingKeys).toContain('blog_section_enabled');
    expect(publicSettingKeys).toContain('business_info');
    expect(staffSettingKeys).toContain('permissions_assistant_manage_services');
    expect(staffSettingKeys).toContain('instagram_username');
    expect(settingsCollectionFor('branding_font_body')).toBe('settings_public');
    expect(settingsCollectionFor('data_export_enabled')).toBe('settings_staff');
  });

  it('enforces the spec §5 ranges', () => {
    const policy = settingDefault('booking_settings');
    expect(parseSetting('booking_settings', { ...policy, depositPercentage: 101 }).success).toBe(false);
    expect(parseSetting('booking_settings', { ...policy, depositPercentage: -1 }).success).toBe(false);
    expect(parseSetting('booking_settings', { ...policy, depositPercentage: 12.5 }).success).toBe(true);
    const fees = settingDefault('rush_settings');
    expect(parseSetting('rush_settings', { ...fees, rushFeeAmount: -0.01 }).success).toBe(false);
    expect(parseSetting('ecommerce_tax_rate', Number.NaN).success).toBe(false);
    expect(parseSetting('scheduling_lead_time_hours', 1.5).success).toBe(false);
    expect(parseSetting('branding_primary_color', 'pink').success).toBe(false);
    expect(parseSetting('loyalty_tier_thresholds', { silver: 10, gold: 5, platinum: 20 }).success).toBe(
      false,
    );
  });

  it('returns a copy of object defaults', () => {
    settingDefault('business_info').name = 'Changed';
    expect(settingsRegistry.business_info.default.name).not.toBe('Changed');
  });
});

describe('resolveSettings', () => {
  it('fills absent keys with defaults and ignores unknown or invalid values', () => {
    const values = resolveSettings([
      { key: 'blog_section_enabled', value: false },
      { key: 'products_section_enabled', value: 'nope' },
      { key: 'not_a_setting', value: 1 },
    ]);
    expect(values.blog_section_enabled).toBe(false);
    expect(values.products_section_enabled).toBe(true);
    expect(values.ecommerce_functionality_enabled).toBe(false);
    expect(values).not.toHaveProperty('not_a_setting');
  });
});

describe('parseNumericSettingInput', () => {
  it('saves integers and decimals per the setting', () => {
    expect(parseNumericSettingInput('scheduling_lead_time_hours', ' 36 ')).toEqual({ ok: true, value: 36 });
    expect(parseNumericSettingInput('ecommerce_tax_rate', '8.255')).toEqual({ ok: true, value: 8.26 });
  });
  it('refuses a decimal in a whole-number setting instead of truncating it', () => {
    expect(parseNumericSettingInput('scheduling_lead_time_hours', '36.7')).toEqual({
      ok: false,
      message: 'Enter a whole number',
    });
  });
  it('refuses blank, non-numeric, out-of-range and non-number settings', () => {
    expect(parseNumericSettingInput('ecommerce_tax_rate', '')).toEqual({
      ok: false,
      message: 'Enter a number',
    });
    expect(parseNumericSettingInput('ecommerce_tax_rate', 'abc').ok).toBe(false);
    expect(parseNumericSettingInput('ecommerce_tax_rate', '1e999').ok).toBe(false);
    expect(parseNumericSettingInput('loyalty_discount_percent', '101')).toEqual({
      ok: false,
      message: 'Enter a percentage from 0 to 100',
    });
    expect(parseNumericSettingInput('scheduling_lead_time_hours', '-1').ok).toBe(false);
    expect(parseNumericSettingInput('blog_section_enabled', '1').ok).toBe(false);
  });
});

describe('who may change a setting', () => {
  // Issue 29: money, policy, data and the studio's identity are the owner's alone.
  const ownersAlone: SettingKey[] = [
    'ecommerce_tax_mode',
    'ecommerce_tax_rate',
    'rush_settings',
    'booking_settings',
    'deposit_refundable',
    'scheduling_lead_time_hours',
    'scheduling_timezone',
    'business_info',
    'ecommerce_functionality_enabled',
    'ecommerce_shipping_enabled',
    'ecommerce_shipping_fee',
    'data_export_enabled',
    'data_retention_months',
    'contact_instagram_handle',
    'instagram_connected',
    'notification_driver',
    'permissions_assistant_manage_bookings',
    'loyalty_points_per_dollar',
  ];

  it.each(ownersAlone)('%s is the owner’s alone, with a reason an assistant reads', (key) => {
    expect(isOwnerOnlySetting(key)).toBe(true);
    expect(ownerOnlyNote(key)).toMatch(/^Only the owner can change this: .+\.$/);
  });

  it('lists the settings an assistant may change in one place, each without a note', () => {
    expect(assistantSettingKeys).toContain('blog_section_enabled');
    expect(assistantSettingKeys).toContain('notification_reminder_hours');
    for (const key of settingKeys) {
      expect(isOwnerOnlySetting(key)).toBe(!assistantSettingKeys.includes(key));
      expect(ownerOnlyNote(key) === null).toBe(assistantSettingKeys.includes(key));
    }
  });
});
