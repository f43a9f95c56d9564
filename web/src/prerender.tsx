/**
 * The server entry of the build's prerendering (build/prerender.ts): the real components, drawn
 * with React's server renderer as a visitor's browser draws them before Firebase is in (public
 * settings at their defaults, live sections at their placeholders), so that app/start.tsx's
 * hydrateRoot finds the same markup. Emotion's server build writes each component's styles
 * next to it; the browser's emotion moves them into <head> before hydrating.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LazyFooter } from './app/layout/site-layout.tsx';
import { AppProvider } from './app/provider.tsx';
import { LazyHomeSections } from './app/routes/home.tsx';
import { AppRoutes, loadRoutePages } from './app/routes.tsx';

export { defaultSettings, resolveSettings } from '@studio/domain';
export { publicPages } from './app/routes/public-pages.ts';
export { pageTitle } from './utils/document-title.ts';

/**
 * The markup inside #root for one URL path, its screen, the footer and the home's sections loaded
 * first (nothing suspends, so their HTML is in the page); throws if
 * a part failed to render (React leaves it to the browser, marked `<!--$!-->`, and logs the error).
 */
export async function renderPage(path: string): Promise<string> {
  await Promise.all([loadRoutePages(path), LazyFooter.load(), LazyHomeSections.load()]);
  const markup = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  if (markup.includes('<!--$!'))
    throw new Error(`${path} failed to render on the server (see the error above)`);
  return markup;
}
