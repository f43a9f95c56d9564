import { ThemeProvider } from '@emotion/react';
import { defaultSettings } from '@studio/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { buildTheme } from '../utils/theme.ts';

export const defaultTheme = buildTheme(defaultSettings());

/** Server-renders a component with the theme and a router, as markup tests read it. */
export function renderMarkup(node: ReactNode): string {
  return renderToString(
    <ThemeProvider theme={defaultTheme}>
      <MemoryRouter>{node}</MemoryRouter>
    </ThemeProvider>,
  );
}

/** The visible text of markup: tags and emotion's style blocks removed, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
