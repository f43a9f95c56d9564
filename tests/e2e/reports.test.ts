// Reports end to end (issue 33): the figures come through the real getReport callable on the
// Functions emulator from the demo data; the CSV's rows are the table's; the screen fits a 360 px
// phone with no serious axe violation at 360 and 1280 px. An assistant without "view reports" (no
// entry, a refusal) is a screen test: web/src/app/routes/dashboard/__screens__/reports.test.tsx.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { demoOwner, signInAt } from './support/session.ts';

const { newPage } = useBrowser();

async function reportShown(page: Page) {
  await page.getByRole('region', { name: 'Headline figures' }).waitFor({ timeout: 60_000 });
}

/** The rows of a table region as CSV-like lines of cell texts. */
function rowsOf(page: Page, table: string) {
  return page
    .getByRole('region', { name: `${table} table` })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
}

describe('reports', () => {
  it("the owner's last month: figures through getReport, the CSV matches the table, fits 360 px", async () => {
    const { page } = await newPage({ viewport: PHONE });
    await signInAt(page, demoOwner, '/dashboard/reports');
    await reportShown(page);
    await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last month' });
    await reportShown(page);

    const shown = await rowsOf(page, 'Revenue by member');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV: Revenue by member' }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.startsWith('\uFEFFMember,Visits,Revenue ($)\r\n')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n').slice(1);
    // The screen writes "$1,234.50", the CSV "1234.50": the same figures.
    expect(lines).toEqual(shown.map((cells) => cells.map((c) => c.replace(/[$,]/g, '')).join(',')));

    // Nothing sticks out sideways at 360 px (named, when something does).
    const sticksOut = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.body.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)})`,
        );
    });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      sticksOut.join(' | '),
    ).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }, 300_000);
});
