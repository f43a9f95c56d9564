import { describe, expect, it } from 'vitest';
import { buildTheme, contrastRatio, fontStack, mix, readableOnWhite } from '../theme.ts';

const defaults = {
  branding_primary_color: '#D946EF',
  branding_accent_color: '#F97316',
  branding_font_heading: 'Inter',
  branding_font_body: 'Inter',
};

describe('the brand theme', () => {
  it('keeps a dark enough primary for white button text, whatever colour the owner picks', () => {
    for (const colour of ['#D946EF', '#FFFF00', '#F97316', '#22C55E', '#000000']) {
      expect(contrastRatio(readableOnWhite(colour), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves an already dark colour as it is', () => {
    expect(readableOnWhite('#4C1D95')).toBe('#4C1D95');
  });

  it('takes its fonts and accent from the branding settings', () => {
    const theme = buildTheme({
      ...defaults,
      branding_font_heading: 'Playfair Display',
      branding_accent_color: '#0EA5E9',
    });
    expect(theme.fonts.heading.startsWith('"Playfair Display"')).toBe(true);
    // Inter is served from the site itself under its package's family name.
    expect(theme.fonts.body.startsWith('"Inter Variable", "Inter"')).toBe(true);
    expect(theme.colors.accent).toBe('#0EA5E9');
  });

  it('rebuilds the primary from a new brand colour', () => {
    expect(buildTheme(defaults).colors.primary).not.toBe(
      buildTheme({ ...defaults, branding_primary_color: '#2563EB' }).colors.primary,
    );
  });

  it('never lets a font name break out of its CSS string', () => {
    expect(fontStack('Evil"; } body { display:none')).toMatch(/^"Evil; } body { display:none", system-ui/);
    expect(fontStack('  ')).toMatch(/^"Inter Variable", "Inter"/);
    expect(fontStack('constructor')).toMatch(/^"constructor", system-ui/);
  });

  it('mixes colours channel by channel', () => {
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(mix('#D946EF', '#FFFFFF', 0)).toBe('#D946EF');
  });
});
