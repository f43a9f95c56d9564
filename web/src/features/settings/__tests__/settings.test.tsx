import { defaultSettings, parseNumericSettingInput, settingKeys, settingTabs } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { SettingsTabPanel } from '../components/settings-tab-panel.tsx';
import {
  beyondRulesLimit,
  checkSetting,
  groupFields,
  instagramKeys,
  ownerOnly,
  parseNumberText,
  selectOptions,
  settingsOnTab,
  withGroupPart,
} from '../utils/setting-fields.ts';

const noSave = async () => {};
const noProblem = () => {};

describe('the settings tabs', () => {
  it('place every registry key on exactly one tab (Instagram keys on the card)', () => {
    const shown = settingTabs.flatMap((tab) => settingsOnTab(tab));
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown, ...instagramKeys].sort()).toEqual([...settingKeys].sort());
    expect(settingsOnTab('features')).toEqual([
      'products_section_enabled',
      'ecommerce_functionality_enabled',
      'ecommerce_shipping_enabled',
      'ecommerce_shipping_fee',
      'shop_max_open_orders_per_client',
      'blog_section_enabled',
    ]);
    expect(settingsOnTab('integrations')).toEqual([]);
  });

  it('give every grouped setting its parts and every select its choices', () => {
    expect(Object.keys(groupFields).sort()).toEqual(
      [
        'booking_settings',
        'business_info',
        'loyalty_tier_thresholds',
        'notification_channels',
        'rush_settings',
      ].sort(),
    );
    expect(selectOptions('scheduling_timezone').map((o) => o.label)).toEqual([
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
    ]);
    expect(selectOptions('notification_driver').map((o) => o.value)).toEqual(['email', 'sms']);
    expect(selectOptions('ecommerce_tax_mode').map((o) => o.value)).toEqual(['none', 'flat', 'variable']);
  });

  it('leave permissions to the owner', () => {
    expect(ownerOnly('permissions_assistant_manage_services')).toBe(true);
    expect(ownerOnly('blog_section_enabled')).toBe(false);
  });
});

describe('numbers typed into settings', () => {
  it('save decimals to the cent and leave a decimal whole number for the check to refuse', () => {
    expect(parseNumberText('integer', ' 12 ')).toBe(12);
    expect(parseNumberText('integer', ' 12.9 ')).toBe(12.9);
    expect(parseNumberText('decimal', '7.255')).toBe(7.26);
    expect(parseNumberText('decimal', '')).toBeNull();
    expect(parseNumberText('integer', 'ten')).toBeNull();
  });

  it('keep a deposit percentage within 0–100 and fees at least 0 (spec §5)', () => {
    const booking = defaultSettings().booking_settings;
    const depositField = groupFields.booking_settings?.find((f) => f.field === 'depositPercentage');
    if (!depositField) throw new Error('no deposit field');
    expect(withGroupPart('booking_settings', booking, depositField, '30.5')).toEqual({
      ok: true,
      value: { ...booking, depositPercentage: 30.5 },
    });
    expect(withGroupPart('booking_settings', booking, depositField, '101')).toEqual({
      ok: false,
      message: 'Deposit percentage (%): enter a number from 0 to 100',
    });
    const days = groupFields.booking_settings?.find((f) => f.field === 'maxAdvanceBookingDays');
    if (!days) throw new Error('no days field');
    expect(withGroupPart('booking_settings', booking, days, '45.5')).toEqual({
      ok: false,
      message: 'Max advance booking (days): enter a whole number',
    });
    const rush = defaultSettings().rush_settings;
    const fee = groupFields.rush_settings?.find((f) => f.field === 'rushFeeAmount');
    if (!fee) throw new Error('no fee field');
    expect(withGroupPart('rush_settings', rush, fee, '-1').ok).toBe(false);
    expect(withGroupPart('rush_settings', rush, fee, 'abc')).toEqual({
      ok: false,
      message: 'Rush fee amount ($): enter a number',
    });
  });

  it('check a group as a whole: tiers must rise', () => {
    const tiers = defaultSettings().loyalty_tier_thresholds;
    const gold = groupFields.loyalty_tier_thresholds?.find((f) => f.field === 'gold');
    if (!gold) throw new Error('no gold field');
    expect(withGroupPart('loyalty_tier_thresholds', tiers, gold, '100').ok).toBe(false);
    expect(withGroupPart('loyalty_tier_thresholds', tiers, gold, '6000')).toEqual({
      ok: true,
      value: { ...tiers, gold: 6000 },
    });
  });

  it('refuses a colour that is not #RRGGBB and a blank font', () => {
    expect(checkSetting('branding_primary_color', '#ABCDEF').ok).toBe(true);
    expect(checkSetting('branding_primary_color', 'pink')).toEqual({
      ok: false,
      message: 'Expected a colour as #RRGGBB',
    });
    expect(checkSetting('branding_font_heading', '   ').ok).toBe(false);
  });

  it('refuses an empty business name and a decimal number of minutes in plain words', () => {
    const info = defaultSettings().business_info;
    const name = groupFields.business_info?.find((f) => f.field === 'name');
    if (!name) throw new Error('no name field');
    expect(withGroupPart('business_info', info, name, '   ')).toEqual({
      ok: false,
      message: 'Business name: enter the business name',
    });
    expect(parseNumericSettingInput('scheduling_grace_period_minutes', '45.5')).toEqual({
      ok: false,
      message: 'Enter a whole number',
    });
  });
});

describe('a settings tab', () => {
  it('shows each setting with its label, help and stored value', () => {
    const values = { ...defaultSettings(), scheduling_lead_time_hours: 48 };
    const html = renderMarkup(
      <SettingsTabPanel tab="bookings" values={values} isOwner save={noSave} problem={noProblem} />,
    );
    const text = textOf(html);
    expect(text).toContain('Booking lead time (hours) How far ahead of an appointment a client must book.');
    expect(html).toContain('value="48"');
    expect(text).toContain('Booking policy');
    expect(text).toContain('Deposit percentage (%)');
    expect(html).toMatch(/max="100"/);
  });

  it('locks permissions for an assistant and says why', () => {
    const html = renderMarkup(
      <SettingsTabPanel
        tab="advanced"
        values={defaultSettings()}
        isOwner={false}
        save={noSave}
        problem={noProblem}
      />,
    );
    expect(textOf(html)).toContain('Only the owner can change this: it decides what assistants may do.');
    expect(textOf(html)).toContain(
      "Only the owner can change this: it decides what happens to the studio's records.",
    );
    const switches = html.match(/<button[^>]*role="switch"[^>]*>/g) ?? [];
    // The three permission switches and data export: all the owner's.
    expect(switches.filter((s) => s.includes('disabled'))).toHaveLength(4);
    expect(switches).toHaveLength(4);
  });

  it("shows an assistant the money settings read-only with the reason, and leaves her the shop's visibility", () => {
    const pricing = renderMarkup(
      <SettingsTabPanel
        tab="pricing"
        values={defaultSettings()}
        isOwner={false}
        save={noSave}
        problem={noProblem}
      />,
    );
    expect(textOf(pricing)).toContain('Only the owner can change this: it changes what clients pay.');
    const inputs = pricing.match(/<(input|select)[^>]*>/g) ?? [];
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.every((tag) => tag.includes('disabled'))).toBe(true);
    const features = renderMarkup(
      <SettingsTabPanel
        tab="features"
        values={defaultSettings()}
        isOwner={false}
        save={noSave}
        problem={noProblem}
      />,
    );
    const switches = features.match(/<button[^>]*role="switch"[^>]*>/g) ?? [];
    // Shop and Blog stay hers; online ordering and shipping (money) are the owner's.
    expect(switches.filter((s) => !s.includes('disabled'))).toHaveLength(2);
  });
});

describe('limits the rules add', () => {
  it('explain values the rules would refuse before any write', () => {
    expect(beyondRulesLimit('scheduling_lead_time_hours', 9000)).toBe('At most 8760');
    expect(beyondRulesLimit('scheduling_lead_time_hours', 48)).toBeNull();
    const booking = { ...defaultSettings().booking_settings, maxAdvanceBookingDays: 4000 };
    expect(beyondRulesLimit('booking_settings', booking)).toBe('Max advance booking (days): at most 3650');
    expect(checkSetting('business_info', { name: 'Studio', email: '', phone: 'call me' })).toEqual({
      ok: false,
      message: 'Contact phone: digits, spaces and + ( ) . - only, at most 30',
    });
    expect(checkSetting('business_info', { name: 'Studio', email: '', phone: '+1 (555) 010-0100' }).ok).toBe(
      true,
    );
    expect(checkSetting('branding_font_body', 'x'.repeat(101)).ok).toBe(false);
  });
});
