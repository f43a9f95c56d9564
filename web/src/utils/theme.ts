import type { SettingsValues } from '@studio/domain';

/** The site's one theme; brand colours and fonts come from the branding settings, live. */
export interface StudioTheme {
  colors: {
    primary: string;
    primaryDark: string;
    primarySoft: string;
    accent: string;
    accentSoft: string;
    onPrimary: string;
    text: string;
    muted: string;
    border: string;
    surface: string;
    background: string;
    danger: string;
    success: string;
    focus: string;
  };
  fonts: { heading: string; body: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { card: string; raised: string };
  /** min-width media queries, mobile first. */
  mq: { sm: string; md: string; lg: string };
}

declare module '@emotion/react' {
  export interface Theme extends StudioTheme {}
}

type Branding = Pick<
  SettingsValues,
  'branding_primary_color' | 'branding_accent_color' | 'branding_font_heading' | 'branding_font_body'
>;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Blends a colour toward another; t = 0 keeps it, 1 gives the other. */
export function mix(hex: string, other: string, t: number): string {
  const a = channels(hex);
  const b = channels(other);
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

/** WCAG relative luminance, to pick readable text on a brand colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A shade of the colour dark enough for white text (4.5:1), so any brand colour the owner picks
 * still gives readable buttons and links.
 */
export function readableOnWhite(hex: string): string {
  let shade = hex;
  for (let t = 0.1; contrastRatio(shade, '#FFFFFF') < 4.5 && t <= 1; t += 0.1) shade = mix(hex, '#000000', t);
  return shade;
}

/**
 * Families the site serves itself (main.tsx imports their @font-face rules from npm packages),
 * under the name their package gives them: no font CDN is asked for these.
 */
export const selfHostedFonts: Readonly<Record<string, string>> = { Inter: 'Inter Variable' };

export function fontStack(family: string): string {
  const safe = family.replace(/["\\]/g, '').trim() || 'Inter';
  const hosted = Object.hasOwn(selfHostedFonts, safe) ? selfHostedFonts[safe] : undefined;
  const first = hosted ? `"${hosted}", "${safe}"` : `"${safe}"`;
  return `${first}, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif`;
}

export function buildTheme(branding: Branding): StudioTheme {
  const primary = readableOnWhite(branding.branding_primary_color);
  const accent = branding.branding_accent_color;
  return {
    colors: {
      primary,
      primaryDark: mix(primary, '#000000', 0.2),
      primarySoft: mix(branding.branding_primary_color, '#FFFFFF', 0.9),
      accent,
      accentSoft: mix(accent, '#FFFFFF', 0.88),
      onPrimary: '#FFFFFF',
      text: '#1F1A24',
      muted: '#5F5868',
      border: '#E7E1EC',
      surface: '#FFFFFF',
      background: '#FCFAFD',
      danger: '#B42318',
      success: '#067647',
      // Orange on white is below 3:1; the dark primary keeps focus rings visible.
      focus: mix(primary, '#000000', 0.2),
    },
    fonts: {
      heading: fontStack(branding.branding_font_heading),
      body: fontStack(branding.branding_font_body),
    },
    radius: { sm: '8px', md: '12px', lg: '20px', pill: '999px' },
    shadow: {
      card: '0 1px 2px rgba(31, 26, 36, 0.06), 0 4px 16px rgba(31, 26, 36, 0.06)',
      raised: '0 8px 30px rgba(31, 26, 36, 0.12)',
    },
    mq: {
      sm: '@media (min-width: 640px)',
      md: '@media (min-width: 768px)',
      lg: '@media (min-width: 1024px)',
    },
  };
}
