// `npm run lint` (after Biome): the layers the README describes, checked on the import graph.
// Every import, export-from and import() of the source files is resolved and judged by the rules
// below; a violation prints the file, the import and the rule, and fails the lint.
//   web/src:       features never import another feature or app/; entities never import features
//                  or app/; components, hooks, utils and lib never import entities, features or app/.
//   emulators/src: the engines (engine/, rules/, storage/) never import protocols/ or the network
//                  (node:http, node:http2, node:net); adapters translate to them, not the other way.
// Beside the layers, no import cycle among web/src's or domain/src's files (what bulletproof-react
// gets from import/no-cycle): each cycle is printed with its files in import order.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Rule {
  /** Folder (from the repository root) whose files the rule judges. */
  from: string;
  /** The import's target (a path from the root, or a bare module name) is refused when this says so. */
  refuses: (target: string, file: string) => boolean;
  why: string;
}

const feature = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];
const network = new Set(['node:http', 'node:http2', 'node:net', 'http', 'http2', 'net']);

export const rules: Rule[] = [
  {
    from: 'web/src/features/',
    refuses: (target, file) =>
      target.startsWith('web/src/app/') ||
      (feature(target) !== undefined && feature(target) !== feature(file)),
    why: 'a feature imports neither another feature nor app/ (shared code goes in components, hooks, utils or lib)',
  },
  {
    // The studio's business things (a booking, a client, a service): their reads and the parts that
    // show them, shared by the features that use them.
    from: 'web/src/entities/',
    refuses: (target) => target.startsWith('web/src/features/') || target.startsWith('web/src/app/'),
    why: 'an entity imports neither features nor app/ (features import entities, not the other way)',
  },
  ...['components', 'hooks', 'utils', 'lib'].map((folder) => ({
    from: `web/src/${folder}/`,
    refuses: (target: string) =>
      target.startsWith('web/src/features/') ||
      target.startsWith('web/src/entities/') ||
      target.startsWith('web/src/app/'),
    why: 'shared code imports neither entities, features nor app/',
  })),
  ...['engine', 'rules', 'storage'].map((folder) => ({
    from: `emulators/src/${folder}/`,
    refuses: (target: string) => target.startsWith('emulators/src/protocols/') || network.has(target),
    why: 'an emulator engine has no HTTP: protocols/ and the services translate to it',
  })),
];

/** Module specifiers a file imports at run time or for types. */
export function importsOf(source: string): string[] {
  const pattern =
    /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  return [...source.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export function violations(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const path = relative(root, file).split(sep).join('/');
    const applying = rules.filter((rule) => path.startsWith(rule.from));
    if (applying.length === 0) continue;
    for (const specifier of importsOf(read(file))) {
      const target = specifier.startsWith('.')
        ? relative(root, resolve(dirname(file), specifier))
            .split(sep)
            .join('/')
        : specifier;
      for (const rule of applying)
        if (rule.refuses(target, path)) found.push(`${path}: imports '${specifier}': ${rule.why}`);
    }
  }
  return found;
}

/**
 * The modules a file needs when it runs: imports() without the type-only ones (`import type`,
 * `export type … from`, `typeof import(…)`), which TypeScript erases and so cannot make a cycle.
 * A dynamic import() counts: a lazy chunk that imports its loader back is still a cycle.
 */
export function runtimeImportsOf(source: string): string[] {
  const pattern =
    /^\s*(?:import|export)\s+(type\s)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|(typeof\s+)?\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  return [...source.matchAll(pattern)]
    .filter((m) => m[1] === undefined && m[4] === undefined)
    .map((m) => m[2] ?? m[3] ?? m[5] ?? '');
}

/** A specifier's file (from the root) when it is one of ours: relative, or the domain package's. */
function resolveOwn(specifier: string, file: string): string | undefined {
  if (specifier.startsWith('.'))
    return relative(root, resolve(dirname(file), specifier))
      .split(sep)
      .join('/');
  if (specifier === '@studio/domain') return 'domain/src/index.ts';
  if (specifier.startsWith('@studio/domain/'))
    return `domain/src/${specifier.slice('@studio/domain/'.length)}.ts`;
  return undefined;
}

/** Files that import each other round: one shortest loop through them, and all of them. */
export interface ImportCycle {
  /** The files in import order, the first repeated at the end (a → b → a). */
  cycle: string[];
  /** Every file that reaches every other through imports (the loop's own and any more), sorted. */
  files: string[];
}

/**
 * The import cycles among `files` (paths from the root). One per group of files that reach each
 * other (a strongly connected component, found with Tarjan's algorithm), so a tangle is reported
 * once, not once per loop through it.
 */
export function importCycles(files: string[], read: (file: string) => string): ImportCycle[] {
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImportsOf(read(file))
      .map((specifier) => resolveOwn(specifier, join(root, file)))
      .filter((target): target is string => target !== undefined && known.has(target));
    edges.set(file, [...new Set(targets)]);
  }
  // Tarjan's strongly connected components, recursive: the graphs here are a few hundred files.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file)?.includes(file)) groups.push(group);
  };
  for (const file of [...files].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => {
    const sorted = group.sort();
    return { cycle: shortestCycle(sorted[0] as string, new Set(group), edges), files: sorted };
  });
}

/** The shortest way from `start` back to itself inside `group` (breadth first). */
function shortestCycle(start: string, group: Set<string>, edges: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i] as string;
    for (const next of edges.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = ['web/src', 'emulators/src'].flatMap((dir) => sourceFiles(join(root, dir)));
  const read = (file: string) => readFileSync(file, 'utf8');
  const found = violations(files, read);
  const cyclic = ['web/src', 'domain/src'].flatMap((dir) =>
    sourceFiles(join(root, dir)).map((file) => relative(root, file).split(sep).join('/')),
  );
  const cycles = importCycles(cyclic, (file) => read(join(root, file)));
  for (const line of found) console.error(`✖ ${line}`);
  for (const { cycle, files: tangle } of cycles) {
    const more =
      tangle.length > cycle.length - 1 ? ` (files importing each other round: ${tangle.join(', ')})` : '';
    console.error(`✖ import cycle: ${cycle.join(' → ')}${more}`);
  }
  if (found.length > 0 || cycles.length > 0) process.exit(1);
  console.log(
    `Layers: ${files.length} files, no import crosses a layer; ${cyclic.length} files of web/src and domain/src, no import cycle.`,
  );
}
