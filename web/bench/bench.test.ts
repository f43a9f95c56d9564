import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  collectionOfDocument,
  countTraffic,
  type TappedRequest,
  webChannelChunks,
} from './firestore-traffic.ts';
import { gzipBytes, htmlScriptFiles, measureHomeView } from './home-js.ts';
import { decodeVlq, packageOfSource, sourceSpans } from './source-map.ts';

describe('source maps', () => {
  it('decodes Base64 VLQ segments, negative and multi-digit values included', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('AAgBC')).toEqual([0, 0, 16, 1]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(() => decodeVlq('A!')).toThrow(/VLQ/);
  });

  it('counts each generated span for the source it maps to, unmapped code apart', () => {
    // Line 1: "abc" from a.js, "def" from b.js; line 2: no segment names a source.
    const spans = sourceSpans('abcdef\nghij', { sources: ['a.js', 'b.js'], mappings: 'AAAA,GCAA;ED' });
    expect(Object.fromEntries(spans)).toEqual({ 'a.js': 3, 'b.js': 3, '(unmapped)': 4 });
    const withSource = sourceSpans('ghij', { sources: ['a.js'], mappings: 'A,EAAA' });
    expect(Object.fromEntries(withSource)).toEqual({ '(unmapped)': 2, 'a.js': 2 });
  });

  it('names packages and our own folders', () => {
    expect(packageOfSource('../../node_modules/@firebase/firestore/dist/x.js')).toBe('@firebase/firestore');
    expect(packageOfSource('../../node_modules/firebase/node_modules/@firebase/auth/dist/a.js')).toBe(
      'firebase',
    );
    expect(packageOfSource('../../node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOfSource('../../web/src/utils/toast.tsx')).toBe('web/src/utils');
    expect(packageOfSource('../../domain/src/settings/registry.ts')).toBe('domain/src');
  });
});

describe("the build's index.html", () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-html-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('lists the module script and the modulepreload links, not other scripts or styles', () => {
    writeFileSync(
      join(dist, 'index.html'),
      [
        '<script type="module" crossorigin src="/assets/index-a.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
        '<link rel="stylesheet" href="/assets/index-c.css">',
        '<link rel="prefetch" href="/assets/later-d.js">',
        '<script src="https://example.com/x.js" type="module"></script>',
      ].join('\n'),
    );
    expect(htmlScriptFiles(dist)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });

  it('finds the same files in a prerendered page, whose entry starts after the first paint', async () => {
    const { paintFirst } = await import('../build/paint-first.ts');
    const vitePage = [
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js"></head>',
      '<body><div id="root"><h1>Beautiful nails</h1></div></body>',
    ].join('\n');
    const page = paintFirst(vitePage);
    writeFileSync(join(dist, 'index.html'), page);
    expect(htmlScriptFiles(dist)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
    // Fetched at low priority, run by the inline starter only: no module script for the parser.
    expect(page).not.toMatch(/<script type="module"/);
    expect(page.match(/fetchpriority="low"/g)).toHaveLength(2);
    const starter = /<script>(.*)<\/script>\s*<\/body>/s.exec(page)?.[1] ?? '';
    expect(starter).toContain('"first-contentful-paint"');
    expect(starter).toContain('s.src="/assets/index-a.js"');
    expect(() => paintFirst('<body><div id="root"></div></body>')).toThrow(/no module entry script/);
  });
});

describe('what a home view loads', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-view-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('adds the chunks loaded after the first paint to the entry, its imports and preloads', () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    const files = {
      'assets/index.js': 'import "./react.js"; const a = 1;'.repeat(20),
      'assets/react.js': 'export const react = "react";'.repeat(40),
      'assets/router.js': 'export const router = 2;'.repeat(30),
      'assets/firebase.js': 'export const firestore = {};'.repeat(60),
      'assets/dashboard.js': 'export const dashboard = 3;',
    };
    for (const [file, code] of Object.entries(files)) writeFileSync(join(dist, file), code);
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/router.js">',
    );
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
        'src/firebase.ts': { file: 'assets/firebase.js' },
        'src/dashboard.tsx': { file: 'assets/dashboard.js' },
      }),
    );
    // What the browser fetched: the first paint's files again, the Firebase chunk (twice), a style.
    const loaded = ['assets/index.js', 'assets/firebase.js', 'assets/firebase.js', 'assets/index.css'];
    const view = measureHomeView(dist, loaded);
    const gzip = (file: string) => gzipBytes(join(dist, file));

    expect(view.firstPaint.chunks.map((c) => c.file).sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
    ]);
    expect(view.later.chunks.map((c) => c.file)).toEqual(['assets/firebase.js']);
    expect(view.later.gzip).toBe(gzip('assets/firebase.js'));
    expect(view.gzip).toBe(
      ['assets/index.js', 'assets/react.js', 'assets/router.js', 'assets/firebase.js']
        .map(gzip)
        .reduce((a, b) => a + b),
    );
    expect(view.raw).toBe(view.firstPaint.raw + files['assets/firebase.js'].length);
  });
});

const frame = (value: unknown) => {
  const text = JSON.stringify(value);
  return `${text.length}\n${text}`;
};
const form = (messages: unknown[]) =>
  new URLSearchParams([
    ['count', String(messages.length)],
    ['ofs', '0'],
    ...messages.map((m, i): [string, string] => [`req${i}___data__`, JSON.stringify(m)]),
  ]).toString();
const docName = (path: string) => `projects/p/databases/(default)/documents/${path}`;
const listen = 'http://127.0.0.1:8080/google.firestore.v1.Firestore/Listen/channel?VER=8';

describe('Firestore traffic of a page view', () => {
  it('splits a back channel into its chunks, lengths in UTF-16 units, ignoring a partial tail', () => {
    const text = `${frame([[1, ['noop']]])}${frame([[2, [{ x: 'é✦' }]]])}12\n[[3,`;
    expect(webChannelChunks(text)).toEqual([[[1, ['noop']]], [[2, [{ x: 'é✦' }]]]]);
  });

  it('names the collection of a document, in subcollections too', () => {
    expect(collectionOfDocument(docName('services/s1'))).toBe('services');
    expect(collectionOfDocument(docName('profiles/u1/client_notes/n1'))).toBe('client_notes');
  });

  it('counts query targets, document targets, documents per target and writes', () => {
    const query = (collectionId: string, where?: unknown) => ({
      database: 'projects/p/databases/(default)',
      addTarget: {
        targetId: 2,
        query: { parent: 'x', structuredQuery: { from: [{ collectionId }], where } },
      },
    });
    const active = {
      fieldFilter: { field: { fieldPath: 'is_active' }, op: 'EQUAL', value: { booleanValue: true } },
    };
    const requests: TappedRequest[] = [
      {
        url: listen,
        method: 'POST',
        body: form([query('services', active), query('materials')]),
        response: frame([[0, ['c', 'sid', '', 8]]]),
      },
      {
        url: `${listen}&gsessionid=sid`,
        method: 'GET',
        body: '',
        response:
          frame([[1, [{ targetChange: { targetChangeType: 'ADD', targetIds: [2, 4] } }]]]) +
          frame([
            [2, [{ documentChange: { document: { name: docName('services/a') }, targetIds: [2] } }]],
            [3, [{ documentChange: { document: { name: docName('services/b') }, targetIds: [2] } }]],
            [4, [{ documentChange: { document: { name: docName('materials/m') }, targetIds: [4, 6] } }]],
          ]),
      },
      {
        url: listen,
        method: 'POST',
        body: form([{ addTarget: { targetId: 6, documents: { documents: [docName('materials/m')] } } }]),
        response: '',
      },
      {
        url: 'http://127.0.0.1:8080/google.firestore.v1.Firestore/Write/channel?VER=8',
        method: 'POST',
        body: form([{ writes: [{ update: {} }] }]),
        response: '',
      },
    ];
    const count = countTraffic(requests);
    expect(count.queries).toEqual([
      { collection: 'services', description: 'where is_active EQUAL true' },
      { collection: 'materials', description: 'all documents' },
    ]);
    expect(count.documentGets).toBe(1);
    expect(count.readsByCollection).toEqual({ services: 2, materials: 2 });
    expect(count.reads).toBe(4);
    expect(count.writes).toBe(1);
  });

  it('counts REST queries and batch gets with the documents they returned', () => {
    const base = 'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents';
    const count = countTraffic([
      {
        url: `${base}:runQuery`,
        method: 'POST',
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'products' }], limit: 3 } }),
        response: JSON.stringify([{ document: { name: docName('products/p1') } }, { readTime: 'x' }]),
      },
      {
        url: `${base}:batchGet`,
        method: 'POST',
        body: JSON.stringify({ documents: [docName('a/1'), docName('a/2')] }),
        response: JSON.stringify([{ found: { name: docName('a/1') } }, { missing: docName('a/2') }]),
      },
    ]);
    expect(count.queries).toEqual([{ collection: 'products', description: 'limit 3' }]);
    expect(count.documentGets).toBe(2);
    expect(count.readsByCollection).toEqual({ products: 1, a: 1 });
  });
});

describe('the static copy of the home page', () => {
  it('keeps the HTML, stylesheet and font preload and drops every script', async () => {
    const { staticCopy } = await import('./static-copy.ts');
    const html = [
      '<head><title>Nail Studio</title>',
      '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
      '<body><div id="root"><h1>Beautiful nails</h1><script>inline()</script></div></body>',
    ].join('\n');
    const copy = staticCopy(html);
    expect(copy).not.toMatch(/<script|modulepreload/);
    expect(copy).toContain('<h1>Beautiful nails</h1>');
    expect(copy).toContain('rel="stylesheet"');
    expect(copy).toContain('rel="preload"');
  });
});
