import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { Hero } from '../../features/home/components/hero.tsx';
import { publicSection } from '../../lib/firebase/index.ts';
import { useDocumentTitle } from '../../utils/document-title.ts';
import { useFeatureToggles } from '../../utils/public-settings.tsx';
import { scrollToSection } from '../layout/nav-items.ts';
import { lazyPage } from '../lazy-page.tsx';

/**
 * The services and the booking teaser sit below the hero, which does not wait for them: their
 * code (with the booking policy's sentence and its money formatting from the domain, the
 * catalogue's placeholders, about 1.5 KB gzipped) is its own chunk, so the first load stays
 * within its 100 KB budget (web/bench/bench-web.ts). As with the footer (site-layout.tsx), the
 * prerendered home keeps their HTML, its links working as plain links, until the code is in and
 * React hydrates them; the prerenderer loads them first, and every public page fetches them once
 * it is drawn (SiteLayout), so a later visit to / (or /#services) draws them at once.
 */
export const LazyHomeSections = lazyPage(() => {
  // The services' grid downloads beside them, not after them (their section asks for it once drawn).
  import('../../features/catalog/components/catalog-grid.tsx').catch(() => {});
  return import('./home-sections.tsx').then((m) => m.HomeSections);
});

// They read public collections (once for a visitor, live once signed in) and show nothing until then.
const ShopTeaser = publicSection(() =>
  import('../../features/shop/components/shop-teaser.tsx').then((m) => m.ShopTeaser),
);
const BlogTeaser = publicSection(() =>
  import('../../features/blog/components/blog-teaser.tsx').then((m) => m.BlogTeaser),
);

/** Arriving at /#services from another page scrolls there once the page is drawn. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setTimeout(() => scrollToSection(id), 50);
    return () => window.clearTimeout(timer);
  }, [hash]);
}

/** / (spec §2): hero, services, booking, shop and blog teasers (each per its toggle). */
export function HomeRoute() {
  const toggles = useFeatureToggles();
  useDocumentTitle(null);
  useScrollToHash();
  return (
    <>
      <Hero />
      {/* Sections whose code failed to load leave the page as it is (the prerendered HTML stays). */}
      <ErrorBoundary name="The home sections" fallback={null}>
        <Suspense fallback={null}>
          <LazyHomeSections />
        </Suspense>
      </ErrorBoundary>
      {/* A teaser whose read fails (e.g. the toggle just went off) simply disappears. */}
      {toggles.loaded && toggles.products && (
        <ErrorBoundary name="The shop teaser" fallback={null}>
          <ShopTeaser />
        </ErrorBoundary>
      )}
      {toggles.loaded && toggles.blog && (
        <ErrorBoundary name="The blog teaser" fallback={null}>
          <BlogTeaser />
        </ErrorBoundary>
      )}
    </>
  );
}
