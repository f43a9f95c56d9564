// `npm run lint` (after Biome): the layers the README describes, checked on the import graph.
// Every import, export-from and import() of the source files is resolved and judged by the rules
// below; a violation prints the file, the import and the rule, and fails the lint.
//   web/src:       features never import another feature or app/; components, hooks, utils and
//                  lib never import features or app/.
//   emulators/src: the engines (engine/, rules/, storage/) never import protocols/ or the network
//                  (node:http, node:http2, node:net); adapters translate to them, not the other way.
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
  ...['components', 'hooks', 'utils', 'lib'].map((folder) => ({
    from: `web/src/${folder}/`,
    refuses: (target: string) => target.startsWith('web/src/features/') || target.startsWith('web/src/app/'),
    why: 'shared code imports neither features nor app/',
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = ['web/src', 'emulators/src'].flatMap((dir) => sourceFiles(join(root, dir)));
  const found = violations(files, (file) => readFileSync(file, 'utf8'));
  for (const line of found) console.error(`✖ ${line}`);
  if (found.length > 0) process.exit(1);
  console.log(`Layers: ${files.length} files, no import crosses a layer.`);
}
