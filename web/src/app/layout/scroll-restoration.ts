import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited history entry was scrolled to, by its location key (this tab, this visit). */
const positions = new Map<string, number>();

/**
 * What a browser does between documents, for the app's own navigations: a new page starts at the
 * top, back and forward return to where the visitor was. A URL with a hash is left alone (the
 * home page scrolls to its section itself once drawn). The position is recorded while scrolling,
 * not on leaving: by then the next page's content may already have shortened the document.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = positions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (!hash) {
      window.scrollTo(0, 0);
    }
  }, [key, hash, navigationType]);
  useEffect(() => {
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [key]);
}
