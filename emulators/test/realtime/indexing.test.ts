// Equality indexes must never change a query's answer: results with the index equal a full scan,
// through writes that move documents between values, deletes, 1 == 1.0 and clear.
import { describe, expect, it } from 'vitest';
import {
  commit,
  compareDocuments,
  compileQuery,
  Engine,
  matchesQuery,
  runCompiledQuery,
  type StructuredQuery,
} from '../../src/engine/index.ts';

const DB = 'projects/demo-index/databases/(default)';
const ROOT = `${DB}/documents`;
const owner = { projectId: 'demo-index', databaseId: '(default)', auth: 'owner' as const };
const db = { projectId: 'demo-index', databaseId: '(default)' };

async function write(engine: Engine, writes: unknown[]) {
  for (let i = 0; i < writes.length; i += 500) {
    await commit(engine, { database: DB, writes: writes.slice(i, i + 500) as never }, owner);
  }
}

function item(i: number, colour: string, size: unknown) {
  return {
    update: {
      name: `${ROOT}/items/i${i}`,
      fields: { colour: { string_value: colour }, size, rank: { integer_value: String((i * 37) % 1000) } },
    },
  };
}

/** The query's answer by brute force, without indexes or windows. */
function scanned(engine: Engine, q: ReturnType<typeof compileQuery>) {
  const all = [...engine.database(db).allDocuments()].filter((d) => matchesQuery(d, q));
  all.sort((a, b) => compareDocuments(q, a, b));
  const end = q.limit === null ? undefined : q.offset + q.limit;
  return all.slice(q.offset, end).map((d) => d.path);
}

function run(engine: Engine, structured: StructuredQuery) {
  const q = compileQuery(ROOT, structured);
  return {
    indexed: runCompiledQuery(engine.database(db), q).map((d) => d.path),
    scanned: scanned(engine, q),
  };
}

const colours = ['red', 'green', 'blue'];
const byColour = (colour: string, extra: Partial<StructuredQuery> = {}): StructuredQuery => ({
  from: [{ collection_id: 'items' }],
  where: { field_filter: { field: { field_path: 'colour' }, op: 'EQUAL', value: { string_value: colour } } },
  order_by: [{ field: { field_path: 'rank' }, direction: 'ASCENDING' }],
  ...extra,
});

describe('equality indexes', () => {
  it('answer like a full scan as documents change, move between values and go', async () => {
    const engine = new Engine();
    await write(
      engine,
      Array.from({ length: 1200 }, (_, i) =>
        item(i, colours[i % 3] as string, { integer_value: String(i % 4) }),
      ),
    );
    for (const colour of colours) {
      const { indexed, scanned } = run(engine, byColour(colour, { limit: { value: 50 } }));
      expect(indexed).toEqual(scanned);
      expect(indexed).toHaveLength(50);
    }
    // Move documents between buckets, delete some, add new ones.
    await write(engine, [
      ...Array.from({ length: 100 }, (_, i) => item(i, 'blue', { double_value: 2 })),
      ...Array.from({ length: 50 }, (_, i) => ({ delete: `${ROOT}/items/i${i + 200}` })),
      ...Array.from({ length: 30 }, (_, i) => item(2000 + i, 'red', { integer_value: '2' })),
    ]);
    // Ranks change too, and some documents lose the ordered field.
    await write(engine, [
      ...Array.from({ length: 40 }, (_, i) => ({
        update: { name: `${ROOT}/items/i${300 + i}`, fields: { rank: { integer_value: String(-i) } } },
        update_mask: { field_paths: ['rank'] },
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        update: { name: `${ROOT}/items/i${400 + i}`, fields: {} },
        update_mask: { field_paths: ['rank'] },
      })),
    ]);
    const descending = { order_by: [{ field: { field_path: 'rank' }, direction: 'DESCENDING' }] };
    for (const colour of colours) {
      for (const extra of [
        {},
        { limit: { value: 50 } },
        { limit: { value: 7 }, offset: 30 },
        { ...descending, limit: { value: 25 } },
      ]) {
        const { indexed, scanned } = run(engine, byColour(colour, extra));
        expect(indexed).toEqual(scanned);
      }
    }
    // 2 == 2.0: integers and doubles share a bucket; AND of two equalities.
    const both = run(engine, {
      from: [{ collection_id: 'items' }],
      where: {
        composite_filter: {
          op: 'AND',
          filters: [
            { field_filter: { field: { field_path: 'size' }, op: 'EQUAL', value: { double_value: 2 } } },
            {
              field_filter: { field: { field_path: 'colour' }, op: 'EQUAL', value: { string_value: 'red' } },
            },
          ],
        },
      },
    });
    expect(both.indexed).toEqual(both.scanned);
    expect(both.indexed.length).toBeGreaterThan(30);
  });

  it('starts over after the database is cleared', async () => {
    const engine = new Engine();
    await write(
      engine,
      Array.from({ length: 600 }, (_, i) => item(i, 'red', { integer_value: '1' })),
    );
    expect(run(engine, byColour('red')).indexed).toHaveLength(600);
    engine.clear(db);
    await write(engine, [item(1, 'red', { integer_value: '1' })]);
    expect(run(engine, byColour('red'))).toEqual({ indexed: ['items/i1'], scanned: ['items/i1'] });
  });
});
