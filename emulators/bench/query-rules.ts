// The cost of judging a list query by the rules, in the engine, for a signed-in client: the same
// owner-only query over an empty collection and over one of 100,000 documents, side by side. The
// judgment reads the query's constraints, not the documents, so both should be of the same order.
// The cost of running the query (its limit-10 page) is printed beside it for scale.
//   npm run bench:query-rules

import { performance } from 'node:perf_hooks';
import {
  type CallContext,
  commit,
  compileQuery,
  Engine,
  runQuery,
  type StructuredQuery,
} from '../src/engine/index.ts';
import { authorizeList } from '../src/engine/query-rules.ts';
import { compileRules } from '../src/rules/index.ts';

const PROJECT = 'demo-bench-query-rules';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const ROOT = `${DATABASE}/documents`;
const DOCUMENTS = 100_000;
const RUNS = 2_000;

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{collection}/{id} {
      allow list: if request.auth != null && resource.data.client_id == request.auth.uid
        && request.query.limit <= 50;
    }
  }
}`;

const compiled = compileRules(RULES);
if (!compiled.ok) throw new Error(JSON.stringify(compiled.issues));
const engine = new Engine();
engine.setRules(PROJECT, compiled.rules);

const owner: CallContext = { projectId: PROJECT, databaseId: '(default)', auth: 'owner' };
const client: CallContext = {
  projectId: PROJECT,
  databaseId: '(default)',
  auth: { uid: 'c7', token: { sub: 'c7', firebase: { sign_in_provider: 'password' } } },
};

async function fill(collection: string): Promise<void> {
  for (let start = 0; start < DOCUMENTS; start += 500) {
    const writes = Array.from({ length: 500 }, (_, i) => ({
      update: {
        name: `${ROOT}/${collection}/b${start + i}`,
        fields: {
          client_id: { string_value: `c${(start + i) % 1000}` },
          status: { string_value: 'confirmed' },
        },
      },
    }));
    await commit(engine, { database: DATABASE, writes }, owner);
  }
}

const query = (collection: string): StructuredQuery => ({
  from: [{ collection_id: collection }],
  where: {
    field_filter: { field: { field_path: 'client_id' }, op: 'EQUAL', value: { string_value: 'c7' } },
  },
  limit: { value: 10 },
});

/** Times several operations interleaved run by run, so a pause (GC, the machine's load) falls on
 * all of them alike; prints each one's median and 95th percentile in µs, returns the medians. */
async function timed(cases: [string, () => Promise<unknown>][]): Promise<number[]> {
  for (let i = 0; i < RUNS / 10; i++) for (const [, run] of cases) await run();
  const times = cases.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) {
    for (const [c, [, run]] of cases.entries()) {
      const start = performance.now();
      await run();
      times[c]?.push(performance.now() - start);
    }
  }
  return cases.map(([label], c) => {
    const sorted = (times[c] ?? []).sort((a, b) => a - b);
    const at = (p: number) => (sorted[Math.floor(sorted.length * p)] as number) * 1000;
    console.log(
      `${label.padEnd(48)} p50 ${at(0.5).toFixed(1).padStart(7)} µs  p95 ${at(0.95).toFixed(1).padStart(7)} µs`,
    );
    return at(0.5);
  });
}

const fillStart = performance.now();
await fill('full');
console.log(
  `filled 'full' with ${DOCUMENTS} documents in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`,
);
console.log(`${RUNS} runs each, median and 95th percentile:`);
const judge = (collection: string) => {
  const q = compileQuery(ROOT, query(collection));
  return () => authorizeList(engine, client, q);
};
const run = (collection: string) => () =>
  runQuery(engine, { parent: ROOT, structured_query: query(collection) }, client);
const [empty = 0, full = 0] = await timed([
  ['judge the query, empty collection', judge('empty')],
  [`judge the query, ${DOCUMENTS} documents`, judge('full')],
  ['run the query (judged), empty collection', run('empty')],
  [`run the query (judged), ${DOCUMENTS} documents`, run('full')],
]);
console.log(`judgment, ${DOCUMENTS} documents against empty: ${(full / empty).toFixed(2)}×`);
