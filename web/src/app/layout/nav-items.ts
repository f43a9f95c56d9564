import type { FeatureToggles } from '../../utils/public-settings.tsx';

export interface NavItem {
  label: string;
  to: string;
  /** Services is an anchor on the home page, scrolled to smoothly. */
  anchor?: string;
}

/** The header's items (spec §2): Shop and Blog only while their toggles are on. */
export function headerNavItems(toggles: Pick<FeatureToggles, 'products' | 'blog'>): NavItem[] {
  return [
    { label: 'Services', to: '/#services', anchor: 'services' },
    ...(toggles.products ? [{ label: 'Shop', to: '/shop' }] : []),
    ...(toggles.blog ? [{ label: 'Blog', to: '/blog' }] : []),
  ];
}

/** The footer's quick links: Services, Book Appointment, Shop, Blog (the last two per toggle). */
export function footerQuickLinks(toggles: Pick<FeatureToggles, 'products' | 'blog'>): NavItem[] {
  return [
    { label: 'Services', to: '/#services', anchor: 'services' },
    { label: 'Book Appointment', to: '/booking' },
    ...(toggles.products ? [{ label: 'Shop', to: '/shop' }] : []),
    ...(toggles.blog ? [{ label: 'Blog', to: '/blog' }] : []),
  ];
}

/** Smoothly scrolls to a home-page section, unless the visitor prefers reduced motion. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Move focus for keyboard and screen-reader users without a second jump.
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
