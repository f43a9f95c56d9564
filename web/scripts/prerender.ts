// Renders the public pages of a finished build again, reading the published posts from Firestore:
//   node web/scripts/prerender.ts --dist DIR --firestore URL --project ID
// (`npm run build -w web` prerenders already; with PRERENDER_FIRESTORE set it reads the posts too.)
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { prerenderSite } from '../build/prerender.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    firestore: { type: 'string' },
    project: { type: 'string' },
  },
});
const root = resolve(import.meta.dirname, '..');
if (values.firestore && !values.project) throw new Error('--firestore needs --project');
await prerenderSite({
  root,
  outDir: resolve(process.cwd(), values.dist),
  firestore:
    values.firestore && values.project ? { url: values.firestore, projectId: values.project } : undefined,
  log: (line) => console.log(line),
});
