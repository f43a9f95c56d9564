import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { ServicesSection } from '../../features/catalog/components/services-section.tsx';
import { BookingTeaser } from '../../features/home/components/booking-teaser.tsx';
import { Hero } from '../../features/home/components/hero.tsx';
import { publicSection } from '../../lib/firebase/index.ts';
import { useDocumentTitle } from '../../utils/document-title.ts';
import { useFeatureToggles } from '../../utils/public-settings.tsx';
import { scrollToSection } from '../layout/nav-items.ts';

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
      <ServicesSection />
      <BookingTeaser />
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
