import { resolveSettings } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { featureToggles, settingEntries } from '../public-settings.tsx';

function toggles(docs: Record<string, unknown>[]) {
  return featureToggles({ settings: resolveSettings(settingEntries(docs)), loaded: true });
}

describe('feature toggles from settings_public', () => {
  it('turns the shop and the blog on when the settings are absent (spec §9)', () => {
    expect(toggles([])).toEqual({ products: true, blog: true, loaded: true });
  });

  it('follows stored values', () => {
    const docs = [
      { key: 'products_section_enabled', value: false, category: 'features' },
      { key: 'blog_section_enabled', value: false, category: 'features' },
    ];
    expect(toggles(docs)).toEqual({ products: false, blog: false, loaded: true });
  });

  it('ignores a malformed document instead of breaking the site', () => {
    const docs = [{ key: 'products_section_enabled', value: 'nope' }, { value: false }, { key: 42 }];
    expect(toggles(docs).products).toBe(true);
  });

  it('reads the footer contact details and branding from the same documents', () => {
    const settings = resolveSettings(
      settingEntries([
        { key: 'business_info', value: { name: 'Polished', email: 'hi@polished.test', phone: '555-0100' } },
        { key: 'branding_primary_color', value: '#2563EB' },
      ]),
    );
    expect(settings.business_info.email).toBe('hi@polished.test');
    expect(settings.branding_primary_color).toBe('#2563EB');
    expect(settings.branding_accent_color).toBe('#F97316');
  });
});
