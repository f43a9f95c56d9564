import { ThemeProvider } from '@emotion/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { usePublicSettings } from '../utils/public-settings.tsx';
import { buildTheme, selfHostedFonts } from '../utils/theme.ts';
import { GlobalStyles } from './global-styles.tsx';

const systemFonts = new Set(['system-ui', 'sans-serif', 'serif', 'monospace']);

/**
 * A Google Fonts stylesheet for chosen families the site does not serve itself, so the owner's
 * change to another font shows live; the default (Inter) never asks the CDN.
 */
export function fontStylesheetUrl(families: readonly string[]): string | null {
  const wanted = [...new Set(families.map((f) => f.trim()))].filter(
    (f) => f && !systemFonts.has(f) && !Object.hasOwn(selfHostedFonts, f),
  );
  if (wanted.length === 0) return null;
  const params = wanted.map((f) => `family=${encodeURIComponent(f).replace(/%20/g, '+')}:wght@400;600;700`);
  return `https://fonts.googleapis.com/css2?${params.join('&')}&display=swap`;
}

function useFontStylesheet(url: string | null) {
  useEffect(() => {
    if (!url) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    document.head.append(link);
    return () => link.remove();
  }, [url]);
}

/** The one emotion theme, rebuilt when the branding settings change. */
export function BrandTheme({ children }: { children: ReactNode }) {
  const { settings } = usePublicSettings();
  const primary = settings.branding_primary_color;
  const accent = settings.branding_accent_color;
  const heading = settings.branding_font_heading;
  const body = settings.branding_font_body;
  const theme = useMemo(
    () =>
      buildTheme({
        branding_primary_color: primary,
        branding_accent_color: accent,
        branding_font_heading: heading,
        branding_font_body: body,
      }),
    [primary, accent, heading, body],
  );
  useFontStylesheet(fontStylesheetUrl([heading, body]));
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
  }, [primary]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
