// The home page's services section (spec §2) as a visitor sees it, on the demo studio's catalogue
// (moved here from tests/e2e/services.test.ts, see docs/testing.md): one card per active category
// with icon, name and description; services grouped by subcategory in a single-open list with
// count badges; Book links; starting prices only where shown; materials with their add-on;
// placeholders while loading.
import { collections, formatMoney, formatPriceModifier } from '@studio/domain';
import { buildDemoData } from '@studio/domain/demo/data';
import { screen, within } from '@testing-library/react';
import { collection, getDocs, writeBatch } from 'firebase/firestore';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPublicScreen } from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore } from '../../../testing/screens/seed.ts';
import { ServicesSection } from '../components/services-section.tsx';

const { documents } = buildDemoData({ now: new Date('2026-06-15T14:00:00Z') });
const catalogue = [
  ...documents.serviceCategories,
  ...documents.services,
  ...documents.materials,
  ...documents.serviceAddOns,
];
const demoCategories = documents.serviceCategories
  .filter((c) => c.data.is_active)
  .sort((a, b) => a.data.display_order - b.data.display_order);
const demoServices = documents.services.filter((s) => s.data.is_active);
const demoMaterials = documents.materials
  .filter((m) => m.data.is_active)
  .sort((a, b) => a.data.display_order - b.data.display_order);

/** Services of one category grouped by subcategory ('Other' when none), as the card shows them. */
function servicesByGroup(categoryName: string): Map<string, typeof demoServices> {
  const groups = new Map<string, typeof demoServices>();
  for (const service of demoServices
    .filter((s) => s.data.parent_category === categoryName)
    .sort((a, b) => a.data.display_order - b.data.display_order)) {
    const name = service.data.subcategory ?? 'Other';
    groups.set(name, [...(groups.get(name) ?? []), service]);
  }
  return groups;
}

const catalogueCollections = [
  collections.serviceCategories,
  collections.services,
  collections.materials,
  collections.serviceAddOns,
];

/** Empties the catalogue's collections: the section shows every active category, whoever wrote it. */
async function clearCatalogue() {
  const db = seedingFirestore();
  const batch = writeBatch(db);
  for (const name of catalogueCollections) {
    for (const found of (await getDocs(collection(db, name))).docs) batch.delete(found.ref);
  }
  await batch.commit();
}

// Files run one after another and each seeds its own documents before its tests: the catalogue
// other files left behind is theirs to forget, and the demo's is removed after this file.
beforeAll(async () => {
  await clearCatalogue();
  await seed(Object.fromEntries(catalogue.map((d) => [d.path, d.data as Record<string, unknown>])));
});
afterAll(clearCatalogue);

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

/** The home page's section, and a marker that says where a link led (the booking page is another feature's). */
async function openServices() {
  const shown = await renderPublicScreen(
    '/*',
    '/',
    <Routes>
      <Route path="/" element={<ServicesSection />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
  );
  const section = document.getElementById('services') as HTMLElement;
  await within(section).findAllByRole('article');
  return { ...shown, section };
}

const card = (section: HTMLElement, name: string) => within(section).getByRole('article', { name });
const groupToggles = (article: HTMLElement) => [
  ...article.querySelectorAll<HTMLButtonElement>('h4 > button'),
];
const panelOf = (toggle: HTMLElement) =>
  document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
const expanded = (article: HTMLElement) => groupToggles(article).map((b) => b.getAttribute('aria-expanded'));
const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('the services section', () => {
  // First: reactfire keeps a query's last answer for 30 s (its observables' cache, a global map),
  // so the section starts without the catalogue, as a visitor's first page load does, only when
  // no earlier render read it: other files render the home too (app/__screens__/public-pages,
  // blog-xss, catalog-editing), so the cache is emptied first. Nothing is mounted between tests.
  it('shows four placeholder cards while the catalogue loads', async () => {
    (
      globalThis as { _reactFirePreloadedObservables?: Map<string, unknown> }
    )._reactFirePreloadedObservables?.clear();
    await renderPublicScreen('/', '/', <ServicesSection />);
    // The first render cannot have the catalogue: its reads (and the grid's chunk) are asynchronous.
    const section = document.getElementById('services') as HTMLElement;
    const busy = section.querySelector('[aria-busy="true"]') as HTMLElement;
    expect(busy).not.toBeNull();
    expect(within(busy).getByRole('status').textContent).toBe('Loading services…');
    expect(busy.querySelectorAll(':scope > :not([role="status"]):not(style)')).toHaveLength(4);
    await within(section).findAllByRole('article');
    expect(section.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows one card per active category, in display order, with icon, name and description', async () => {
    const { section } = await openServices();
    expect([...section.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual(
      demoCategories.map((c) => c.data.name),
    );
    for (const { data } of demoCategories) {
      const text = card(section, data.name).textContent ?? '';
      expect(text).toContain(data.icon);
      expect(text).toContain(data.description);
    }
  });

  it('groups services by subcategory with a count badge per group; one group open at a time', async () => {
    const { section, user } = await openServices();
    for (const { data: category } of demoCategories) {
      const shown = groupToggles(card(section, category.name)).map((b) => ({
        name: b.querySelector('span')?.textContent ?? '',
        badge: b.querySelector('[aria-label$=" services"]')?.getAttribute('aria-label') ?? '',
        count: b.querySelector('[aria-label$=" services"]')?.textContent ?? '',
      }));
      const expected = [...servicesByGroup(category.name)].map(([name, services]) => ({
        name,
        badge: `${services.length} services`,
        count: String(services.length),
      }));
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      expect(shown.sort(byName)).toEqual(expected.sort(byName));
    }

    // Single-open: the first group starts open; opening another closes it; opening the open one closes all.
    const manicure = card(section, 'Manicure');
    const toggles = groupToggles(manicure);
    expect(expanded(manicure)).toEqual(['true', 'false', 'false']);
    await user.click(toggles[1] as HTMLElement);
    expect(expanded(manicure)).toEqual(['false', 'true', 'false']);
    expect(panelOf(toggles[0] as HTMLElement).hidden).toBe(true);
    expect(panelOf(toggles[1] as HTMLElement).hidden).toBe(false);
    await user.click(toggles[1] as HTMLElement);
    expect(expanded(manicure)).toEqual(['false', 'false', 'false']);
    expect(panelOf(toggles[1] as HTMLElement).hidden).toBe(true);
  });

  it('shows each service with its description, starting price only when shown, duration and a Book link', async () => {
    const { section, user } = await openServices();
    const seen: string[] = [];
    for (const { data: category } of demoCategories) {
      for (const toggle of groupToggles(card(section, category.name))) {
        // Single-open: opening this group closes the one before.
        if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
        const panel = panelOf(toggle);
        expect(panel.hidden).toBe(false);
        for (const row of within(panel).getAllByRole('listitem')) {
          const name = row.querySelector('h5')?.textContent ?? '';
          const service = demoServices.find((s) => s.data.name === name);
          if (!service) throw new Error(`An unexpected service is offered: ${name}`);
          const { id, data } = service;
          const text = row.textContent ?? '';
          expect(text, name).toContain(data.description);
          expect(text, name).toContain(`${data.duration_minutes} min`);
          expect(text.includes(`From ${formatMoney(data.base_price)}`), name).toBe(data.show_starting_price);
          expect(text.includes('From $'), name).toBe(data.show_starting_price);
          const book = within(row).getByRole('link', { name: `Book ${name}` });
          expect(book.getAttribute('href')).toBe(`/booking?service=${id}`);
          seen.push(name);
        }
      }
    }
    // Every active service is offered once; inactive ones (e.g. Paraffin Pedicure) never.
    expect(seen.sort()).toEqual(demoServices.map((s) => s.data.name).sort());
    expect(demoServices.some((s) => !s.data.show_starting_price)).toBe(true);
    expect(documents.services.some((s) => !s.data.is_active)).toBe(true);
    // A description is clamped to two lines (the full text is its title).
    const description = section.querySelector('li p[title]') as HTMLElement;
    // happy-dom computes no -webkit-line-clamp: read the rule emotion wrote for its classes.
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const clamped = [...description.classList].some((name) =>
      new RegExp(`\\.${name}\\{[^}]*-webkit-line-clamp:2[;}]`).test(rules),
    );
    expect(clamped).toBe(true);
    expect(within(section).queryByText('Seasonal Specials')).toBeNull();
  });

  it('lists the materials with their add-on, says when a category is empty, and links to booking', async () => {
    const { section, user } = await openServices();
    for (const { data: category } of demoCategories) {
      const article = card(section, category.name);
      // The materials its services take: each service's chosen ones, or every material when it chose none.
      const services = demoServices.filter((s) => s.data.parent_category === category.name);
      const taken = demoMaterials.filter((m) =>
        services.some(
          (s) => s.data.compatible_material_ids.length === 0 || s.data.compatible_material_ids.includes(m.id),
        ),
      );
      const heading = [...article.querySelectorAll('h4')].find((h) => h.textContent === 'Materials');
      const materials = [...(heading?.nextElementSibling?.querySelectorAll(':scope > li') ?? [])];
      expect(materials.map((m) => squeeze(m.textContent))).toEqual(
        taken.map((m) => [m.data.name, formatPriceModifier(m.data)].filter(Boolean).join(' ')),
      );
      const empty = servicesByGroup(category.name).size === 0;
      expect(within(article).queryAllByText('No services available')).toHaveLength(empty ? 1 : 0);
      const browse = within(article).getByRole('link', { name: `Browse ${category.name}` });
      expect(browse.getAttribute('href')).toBe('/booking');
    }
    expect(demoCategories.some((c) => servicesByGroup(c.data.name).size === 0)).toBe(true);
    await user.click(within(section).getByRole('link', { name: 'Book Now' }));
    await screen.findByText('Now at /booking');
  });

  it('a Book button opens the booking page with the service preselected', async () => {
    const { section, user } = await openServices();
    await user.click(within(section).getByRole('link', { name: 'Book Classic Manicure' }));
    // What /booking shows signed out (Sign In Required) and how ?service= preselects: booking.test.ts.
    await screen.findByText('Now at /booking?service=svc-classic-manicure');
  });
});
