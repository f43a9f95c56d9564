import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import isPropValid from '../../build/styled-prop-forwarding.ts';

// Production builds replace @emotion/is-prop-valid (build/styled-prop-forwarding.ts): a styled
// HTML element passes every prop on to the DOM except `as` and `theme`. So one that takes props
// of its own must say which stay back, with shouldForwardProp.
const src = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Styled HTML elements given props of their own with no shouldForwardProp. */
function unfilteredProps(code: string): string[] {
  const patterns = [
    // styled.div<{ … }>(…) or styled('div')<{ … }>(…): no options, so no filter.
    /styled(?:\.[a-z][a-z0-9]*|\(\s*['"][a-z][a-z0-9]*['"]\s*\))\s*</g,
    // styled.div(({ open }: { open: boolean }) => …): props typed on the style function.
    /styled(?:\.[a-z][a-z0-9]*|\(\s*['"][a-z][a-z0-9]*['"]\s*\))\s*\(\s*\(\s*\{[^}]*\}\s*:/g,
    // styled('div', { … })<{ … }> whose options have no shouldForwardProp.
    /styled\(\s*['"][a-z][a-z0-9]*['"]\s*,\s*\{(?![^}]*shouldForwardProp)[^}]*\}\s*\)\s*</g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[0]));
}

describe('styled HTML elements', () => {
  it('keep their own props back with shouldForwardProp', () => {
    const found = sourceFiles(src).flatMap((file) =>
      unfilteredProps(readFileSync(file, 'utf8')).map((code) => `${relative(src, file)}: ${code}`),
    );
    expect(found).toEqual([]);
  });

  it('the check finds an element that does not', () => {
    const offenders = [
      'const A = styled.div<{ columns: number }>(({ columns }) => ({}));',
      "const B = styled('span')<{ tone: string }>({});",
      'const C = styled.li(({ open }: { open: boolean }) => ({}));',
      "const D = styled('div', { label: 'd' })<{ gap: number }>({});",
    ];
    const fine = "const E = styled('div', { shouldForwardProp: (p) => p !== 'gap' })<{ gap: number }>({});";
    expect(unfilteredProps([...offenders, fine].join('\n'))).toHaveLength(offenders.length);
  });

  it("production builds keep back only emotion's own props", () => {
    expect(['as', 'theme'].filter(isPropValid)).toEqual([]);
    expect(['href', 'onClick', 'aria-label', 'data-state', 'className'].every(isPropValid)).toBe(true);
  });
});
