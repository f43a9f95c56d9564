import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A button that shows only a sign (‹, ×, ↑, an emoji) says nothing to a screen reader: each must
// carry its name in aria-label (or aria-labelledby). axe checks the screens the e2e walk opens;
// this catches the ones it cannot reach (a dialog's close, a row's move buttons) in the source.
const src = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** <Tag props>sign</Tag>, where the sign is one to three characters without a letter or digit. */
const iconOnly =
  /<([A-Z]\w*|button)\b((?:[^>]|=>)*?)>\s*([^<{}\w\s][^<{}\w]{0,3}|\{'[^'\w]{1,3}'\})\s*<\/\1>/gs;

/** Tags that draw a sign beside a text, never a control (the submitted step's ✓). */
const decorative = /aria-hidden="true"/;

function unnamedIconButtons(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(iconOnly)) {
      const [, tag, props = '', sign = ''] = match;
      if (decorative.test(props) || /aria-label(ledby)?=/.test(props)) continue;
      found.push(`${relative(src, file)}: <${tag}> ${sign.trim()}`);
    }
  }
  return found;
}

describe('icon buttons', () => {
  it('finds an unnamed one (the audit works)', () => {
    expect([...'<Button onClick={close}>×</Button>'.matchAll(iconOnly)]).toHaveLength(1);
    expect([...'<Nav aria-label="Next month">\n  ›\n</Nav>'.matchAll(iconOnly)]).toHaveLength(1);
    expect([...'<Button onClick={save}>Save</Button>'.matchAll(iconOnly)]).toHaveLength(0);
  });

  it('every button that shows only a sign has a name', () => {
    expect(unnamedIconButtons(sourceFiles(src))).toEqual([]);
  });
});
