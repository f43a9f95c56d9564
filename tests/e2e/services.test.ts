// The home page's services section (spec §2): one card per active category with icon, name and
// description; services grouped by subcategory in a single-open list with count badges; Book
// links; starting prices only where shown; materials with their add-on; placeholders while loading.
import { formatMoney, formatPriceModifier } from '@studio/domain';
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { demoCategories, demoMaterials, demoServices, servicesByGroup } from './support/demo.ts';
import { stack, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

async function openServices(page: Page): Promise<Locator> {
  await page.goto(webUrl('/'));
  const section = page.locator('#services');
  await section.locator('article').first().waitFor();
  return section;
}

let shared: { page: Page; section: Locator } | undefined;

/** The home page the tests that only read the section or open its groups share (each handles any open group). */
async function sharedServices(): Promise<{ page: Page; section: Locator }> {
  if (!shared) {
    const { page } = await newPage({ keep: true });
    shared = { page, section: await openServices(page) };
  }
  return shared;
}

function card(section: Locator, name: string): Locator {
  return section.getByRole('article', { name, exact: true });
}

describe('the services section', () => {
  it('shows one card per active category, in display order, with icon, name and description', async () => {
    const { section } = await sharedServices();
    expect(await section.locator('article h3').allInnerTexts()).toEqual(
      demoCategories.map((c) => c.data.name),
    );
    for (const { data } of demoCategories) {
      const text = await card(section, data.name).innerText();
      expect(text).toContain(data.icon);
      expect(text).toContain(data.description);
    }
  });

  it('groups services by subcategory with a count badge per group; one group open at a time', async () => {
    const { section } = await sharedServices();
    for (const { data: category } of demoCategories) {
      const groups = servicesByGroup(category.name);
      const toggles = card(section, category.name).locator('h4 > button');
      const shown = await toggles.evaluateAll((buttons) =>
        buttons.map((b) => ({
          name: b.querySelector('span')?.textContent ?? '',
          badge: b.querySelector('[aria-label$=" services"]')?.getAttribute('aria-label') ?? '',
          count: b.querySelector('[aria-label$=" services"]')?.textContent ?? '',
        })),
      );
      const expected = [...groups].map(([name, services]) => ({
        name,
        badge: `${services.length} services`,
        count: String(services.length),
      }));
      expect(shown.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        expected.sort((a, b) => a.name.localeCompare(b.name)),
      );
    }

    // Single-open: the first group starts open; opening another closes it; opening the open one closes all.
    const manicure = card(section, 'Manicure');
    const toggles = manicure.locator('h4 > button');
    const expanded = () => toggles.evaluateAll((b) => b.map((x) => x.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(['true', 'false', 'false']);
    await toggles.nth(1).click();
    expect(await expanded()).toEqual(['false', 'true', 'false']);
    const panelOf = async (n: number) =>
      manicure.locator(`#${await toggles.nth(n).getAttribute('aria-controls')}`);
    expect(await (await panelOf(0)).isVisible()).toBe(false);
    expect(await (await panelOf(1)).isVisible()).toBe(true);
    await toggles.nth(1).click();
    expect(await expanded()).toEqual(['false', 'false', 'false']);
    expect(await (await panelOf(1)).isVisible()).toBe(false);
  });

  it('shows each service with its description, starting price only when shown, duration and a Book link', async () => {
    const { section } = await sharedServices();
    const seen: string[] = [];
    for (const { data: category } of demoCategories) {
      const toggles = card(section, category.name).locator('h4 > button');
      for (let n = 0; n < (await toggles.count()); n++) {
        // Single-open: opening this group closes the one before.
        if ((await toggles.nth(n).getAttribute('aria-expanded')) !== 'true') await toggles.nth(n).click();
        const panel = section.locator(`#${await toggles.nth(n).getAttribute('aria-controls')}`);
        for (const row of await panel.locator('li').all()) {
          const name = await row.locator('h5').innerText();
          const service = demoServices.find((s) => s.data.name === name);
          if (!service) throw new Error(`An unexpected service is offered: ${name}`);
          const { id, data } = service;
          const text = await row.innerText();
          expect(text, name).toContain(data.description);
          expect(text, name).toContain(`${data.duration_minutes} min`);
          expect(text.includes(`From ${formatMoney(data.base_price)}`), name).toBe(data.show_starting_price);
          expect(text.includes('From $'), name).toBe(data.show_starting_price);
          const book = row.getByRole('link', { name: `Book ${name}` });
          expect(await book.getAttribute('href')).toBe(`/booking?service=${id}`);
          seen.push(name);
        }
      }
    }
    // Every active service is offered once; inactive ones (e.g. Paraffin Pedicure) never.
    expect(seen.sort()).toEqual(demoServices.map((s) => s.data.name).sort());
    expect(demoServices.some((s) => !s.data.show_starting_price)).toBe(true);
    // A description is clamped to two lines.
    const description = section.locator('li p[title]').first();
    expect(await description.evaluate((p) => getComputedStyle(p).webkitLineClamp)).toBe('2');
    expect(await section.getByText('Seasonal Specials').count()).toBe(0);
  });

  it('lists the materials with their add-on, says when a category is empty, and links to booking', async () => {
    const { page, section } = await sharedServices();
    for (const { data: category } of demoCategories) {
      const cardLocator = card(section, category.name);
      // The materials its services take: each service's chosen ones, or every material when it chose none.
      const services = demoServices.filter((s) => s.data.parent_category === category.name);
      const taken = demoMaterials.filter((m) =>
        services.some(
          (s) => s.data.compatible_material_ids.length === 0 || s.data.compatible_material_ids.includes(m.id),
        ),
      );
      const materials = await cardLocator.locator('h4:text-is("Materials") + ul > li').allInnerTexts();
      expect(materials.map((m) => m.replace(/\s+/g, ' ').trim())).toEqual(
        taken.map((m) => [m.data.name, formatPriceModifier(m.data)].filter(Boolean).join(' ')),
      );
      const empty = servicesByGroup(category.name).size === 0;
      expect(await cardLocator.getByText('No services available').count()).toBe(empty ? 1 : 0);
      const browse = cardLocator.getByRole('link', { name: `Browse ${category.name}` });
      expect(await browse.getAttribute('href')).toBe('/booking');
    }
    expect(demoCategories.some((c) => servicesByGroup(c.data.name).size === 0)).toBe(true);
    await section.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(webUrl('/booking'));
  });

  it('a Book button opens the booking wizard with the service preselected', async () => {
    const { page } = await newPage();
    const section = await openServices(page);
    await section.getByRole('link', { name: 'Book Classic Manicure' }).click();
    await page.waitForURL(webUrl('/booking?service=svc-classic-manicure'));
    await page.getByText('Sign In Required').waitFor();
  });

  it('shows four placeholder cards while the catalogue loads', async () => {
    const watched = await newPage();
    const { page } = watched;
    // Hold every Firestore request until the placeholders have been seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = async (route: Route) => {
      await released;
      await route.continue().catch(() => {});
    };
    await watched.context.route(`${stack().urls.firestore}/**`, held);
    await page.goto(webUrl('/'));
    const busy = page.locator('#services [aria-busy="true"]');
    await busy.waitFor();
    expect(await busy.getByRole('status').innerText()).toBe('Loading services…');
    // Until the browser's emotion moves them into <head>, the prerendered markup carries its
    // <style> elements inline beside the cards; only the cards count.
    expect(await busy.locator(':scope > :not([role="status"]):not(style)').count()).toBe(4);
    release();
    await page.locator('#services article').first().waitFor();
    expect(await busy.count()).toBe(0);
  });
});
