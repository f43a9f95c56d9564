/**
 * The server entry of the build's prerendering (build/prerender.ts): the real components, drawn
 * with React's server renderer as a visitor's browser draws them before Firebase is in (public
 * settings at their defaults, live sections at their placeholders), so that main.tsx's
 * hydrateRoot finds the same markup. Emotion's server build writes each component's styles
 * next to it; the browser's emotion moves them into <head> before hydrating.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/routes.tsx';

export { defaultSettings, resolveSettings } from '@studio/domain';
export { publicPages } from './app/routes/public-pages.ts';
export { pageTitle } from './utils/document-title.ts';

/** The markup inside #root for one URL path; throws if the route redirects or fails. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
