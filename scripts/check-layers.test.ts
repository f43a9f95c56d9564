import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, runtimeImportsOf, violations } from './check-layers.ts';

/** A little source tree: each file's text by its path from the repository root. */
const tree = (files: Record<string, string>) => ({
  paths: Object.keys(files),
  read: (path: string) => files[path] ?? '',
});

describe('the import cycle check', () => {
  it('names the files of a cycle in import order', () => {
    const { paths, read } = tree({
      'web/src/lib/a.ts': "import { b } from './b.ts';",
      'web/src/lib/b.ts': "export { c } from './c.ts';",
      'web/src/lib/c.ts': "const a = () => import('./a.ts');",
      'web/src/lib/d.ts': "import { a } from './a.ts';",
    });
    expect(importCycles(paths, read)).toEqual([
      {
        cycle: ['web/src/lib/a.ts', 'web/src/lib/b.ts', 'web/src/lib/c.ts', 'web/src/lib/a.ts'],
        files: ['web/src/lib/a.ts', 'web/src/lib/b.ts', 'web/src/lib/c.ts'],
      },
    ]);
  });

  it('reports a tangle once, with its shortest loop and all its files', () => {
    const { paths, read } = tree({
      'web/src/lib/loader.ts': "import('./chunk.ts');\nimport { s } from './session.ts';",
      'web/src/lib/chunk.ts': "import { l } from './loader.ts';",
      'web/src/lib/session.ts': "import { c } from './chunk.ts';",
    });
    expect(importCycles(paths, read)).toEqual([
      {
        cycle: ['web/src/lib/chunk.ts', 'web/src/lib/loader.ts', 'web/src/lib/chunk.ts'],
        files: ['web/src/lib/chunk.ts', 'web/src/lib/loader.ts', 'web/src/lib/session.ts'],
      },
    ]);
  });

  it("follows the domain package's own specifiers", () => {
    const { paths, read } = tree({
      'domain/src/index.ts': "export * from '@studio/domain/bookings/quote';",
      'domain/src/bookings/quote.ts': "import { x } from '@studio/domain';",
    });
    expect(importCycles(paths, read).map((found) => found.cycle)).toEqual([
      ['domain/src/bookings/quote.ts', 'domain/src/index.ts', 'domain/src/bookings/quote.ts'],
    ]);
  });

  it('finds no cycle where imports go one way', () => {
    const { paths, read } = tree({
      'web/src/lib/a.ts': "import { b } from './b.ts'; import React from 'react';",
      'web/src/lib/b.ts': "import { z } from 'zod';",
    });
    expect(importCycles(paths, read)).toEqual([]);
  });

  it('ignores imports TypeScript erases', () => {
    expect(
      runtimeImportsOf(
        [
          "import type { A } from './a.ts';",
          "export type { B } from './b.ts';",
          "type C = typeof import('./c.ts');",
          "import { type D, e } from './d.ts';",
          "const f = () => import('./f.ts');",
          "import './g.css';",
        ].join('\n'),
      ),
    ).toEqual(['./d.ts', './f.ts', './g.css']);
  });
});

describe('the layer rules', () => {
  it('lets features import entities and refuses entities importing features or app/', () => {
    // violations() takes absolute paths and judges them from the repository root.
    const root = fileURLToPath(new URL('..', import.meta.url));
    const check = (path: string, source: string) => violations([`${root}${path}`], () => source);
    expect(
      check('web/src/features/bookings/x.ts', "import { b } from '../../entities/booking/api.ts';"),
    ).toEqual([]);
    expect(
      check('web/src/entities/booking/x.ts', "import { f } from '../../features/bookings/y.ts';"),
    ).toEqual([expect.stringContaining('an entity imports neither features nor app/')]);
    expect(check('web/src/entities/booking/x.ts', "import { a } from '../../app/routes.tsx';")).toHaveLength(
      1,
    );
    expect(check('web/src/components/x.ts', "import { b } from '../entities/booking/api.ts';")).toEqual([
      expect.stringContaining('shared code imports neither entities, features nor app/'),
    ]);
    expect(check('web/src/entities/booking/x.ts', "import { f } from 'react';")).toEqual([]);
  });
});
