// axe-core injected into the page under test: the serious and critical violations, in words.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** 'color-contrast (serious): Elements must meet … → .hero > a' per violating rule. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Once per loaded document: a walk that moves in-app checks many screens with one copy, and
  // parsing axe (about 0.5 MB) again for each was a good part of each check's cost.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } })
      .axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return (results as AxeResults).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}): ${violation.help} → ${targets.join(' | ')}`;
    });
}
