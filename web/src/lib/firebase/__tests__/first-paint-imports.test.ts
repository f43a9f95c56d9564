import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The first paint must not wait for Firebase (lib/firebase/loader.tsx): no module that
// main.tsx reaches through static imports may import firebase/* or reactfire at run time, or
// the whole SDK lands in the first chunk again. Type-only imports are erased and allowed.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Static imports of a module that stay at run time: `import x from`, `export … from`, bare. */
export function runtimeImports(code: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(pattern)) {
    const [, keyword, typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    if (keyword === 'export' && !/^\*|^\{/.test(clause)) continue;
    // `import { type A, type B } from 'x'` keeps no binding, but verbatimModuleSyntax keeps the
    // import itself: it counts.
    specifiers.push(specifier);
  }
  return specifiers;
}

function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const imports = runtimeImports(readFileSync(file, 'utf8'));
    graph.set(file, imports);
    for (const specifier of imports) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
    }
  };
  visit(entry);
  return graph;
}

describe('what the first paint loads', () => {
  it('reads runtime imports and skips type-only ones', () => {
    const code = [
      "import type { User } from 'firebase/auth';",
      "import { useState } from 'react';",
      "import { type A, b } from './b.ts';",
      "export { c } from './c.ts';",
      'export const d = 1;',
      "import './side-effect.css';",
      'const lazy = () => import("./lazy.ts");',
    ].join('\n');
    expect(runtimeImports(code)).toEqual(['react', './b.ts', './c.ts', './side-effect.css']);
  });

  it('has no firebase or reactfire import reachable from main.tsx', () => {
    const offenders: string[] = [];
    for (const [file, imports] of staticGraph(resolve(src, 'main.tsx'))) {
      for (const specifier of imports) {
        if (/^(firebase|@firebase)(\/|$)|^reactfire$|^react-toastify$/.test(specifier)) {
          offenders.push(`${file.slice(src.length + 1)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("keeps the Firebase, Auth and visitor's chunks behind dynamic imports", () => {
    const graph = staticGraph(resolve(src, 'main.tsx'));
    expect([...graph.keys()].some((file) => file.endsWith('lib/firebase/live-firebase.tsx'))).toBe(false);
    expect([...graph.keys()].some((file) => file.endsWith('lib/firebase/live-auth.ts'))).toBe(false);
    expect([...graph.keys()].some((file) => file.endsWith('lib/firebase/lite-firebase.ts'))).toBe(false);
    expect(graph.has(resolve(src, 'lib/firebase/loader.tsx'))).toBe(true);
  });

  it("keeps the full SDK and reactfire out of the visitor's chunk and of the public parts", () => {
    // A visitor's home view loads these and no more: one static import of firebase/firestore or
    // reactfire among them brings the full SDK back to every visitor (docs/benchmarks.md).
    const publicParts = [
      'lib/firebase/lite-firebase.ts',
      'features/catalog/components/catalog-grid.tsx',
      'features/shop/components/shop-teaser.tsx',
      'features/shop/components/product-list.tsx',
      'features/blog/components/blog-teaser.tsx',
      'features/blog/components/post-list.tsx',
      'features/blog/components/post-detail.tsx',
    ];
    const offenders: string[] = [];
    for (const part of publicParts) {
      for (const [file, imports] of staticGraph(resolve(src, part))) {
        for (const specifier of imports) {
          if (/^(firebase|@firebase)\/(?!app$|firestore\/lite$)|^reactfire$|^firebase$/.test(specifier)) {
            offenders.push(`${file.slice(src.length + 1)} → ${specifier}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('leaves the Firebase setup (config.ts, env.ts) to the Firebase chunk', () => {
    // The first load asks whether someone is signed in from the app's own hint (stored-session.ts),
    // which needs no Firebase variable.
    const graph = staticGraph(resolve(src, 'main.tsx'));
    expect(graph.has(resolve(src, 'lib/firebase/config.ts'))).toBe(false);
    expect(graph.has(resolve(src, 'lib/firebase/env.ts'))).toBe(false);
  });

  it('keeps Auth out of the Firebase chunk', () => {
    // reactfire's own import of firebase/auth is redirected by web/vite.config.ts.
    const graph = staticGraph(resolve(src, 'lib/firebase/live-firebase.tsx'));
    const auth = [...graph].filter(([, imports]) => imports.some((s) => /^firebase\/auth$/.test(s)));
    expect(auth.map(([file]) => file.slice(src.length + 1))).toEqual([]);
  });
});
