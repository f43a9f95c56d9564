// The Listen and Write sessions driven directly, without a transport: the exact responses the
// SDKs depend on (order of target changes, global snapshots, resume, existence filters).
import { describe, expect, it } from 'vitest';
import { commit, Engine } from '../../src/engine/index.ts';
import { createListenSession, createWriteSession } from '../../src/engine/streams/index.ts';
import { decodeResumeToken } from '../../src/engine/streams/resume-token.ts';
import type { ListenResponse, StreamStatus, WriteResponse } from '../../src/engine/streams/types.ts';
import type { Fields } from '../../src/engine/values.ts';
import { compileRules } from '../../src/rules/index.ts';

const DB = 'projects/demo-rt/databases/(default)';
const ROOT = `${DB}/documents`;
const owner = { projectId: 'demo-rt', databaseId: '(default)', auth: 'owner' as const };

function openListen(engine: Engine) {
  const responses: ListenResponse[] = [];
  const failures: StreamStatus[] = [];
  const session = createListenSession(
    engine,
    owner,
    (r) => responses.push(r),
    (s) => failures.push(s),
  );
  return { session, responses, failures };
}

async function put(engine: Engine, path: string, fields: Record<string, unknown>) {
  return commit(
    engine,
    { database: DB, writes: [{ update: { name: `${ROOT}/${path}`, fields: fields as Fields } }] },
    owner,
  );
}

async function remove(engine: Engine, path: string) {
  return commit(engine, { database: DB, writes: [{ delete: `${ROOT}/${path}` }] }, owner);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function kinds(responses: ListenResponse[]): string[] {
  return responses.map((r) => {
    if ('target_change' in r)
      return `${r.target_change.target_change_type}:${r.target_change.target_ids.join(',')}`;
    if ('document_change' in r)
      return `change:${r.document_change.document.name.split('/').pop()}:+${r.document_change.target_ids.join(',')}:-${r.document_change.removed_target_ids.join(',')}`;
    if ('document_delete' in r) return `delete:${r.document_delete.document.split('/').pop()}`;
    if ('document_remove' in r) return `remove:${r.document_remove.document.split('/').pop()}`;
    return `filter:${r.filter.target_id}:${r.filter.count}`;
  });
}

const cityQuery = (extra: Record<string, unknown> = {}) => ({
  parent: ROOT,
  structured_query: {
    from: [{ collection_id: 'cities' }],
    where: { field_filter: { field: { field_path: 'state' }, op: 'EQUAL', value: { string_value: 'CA' } } },
    ...extra,
  },
});

describe('Listen session', () => {
  it('answers a query target with ADD, its documents, CURRENT and a global snapshot', async () => {
    const engine = new Engine();
    await put(engine, 'cities/sf', { state: { string_value: 'CA' } });
    await put(engine, 'cities/ny', { state: { string_value: 'NY' } });
    const { session, responses } = openListen(engine);
    session.handle({ database: DB, add_target: { target_id: 2, query: cityQuery() } });
    await tick();
    expect(kinds(responses)).toEqual(['ADD:2', 'change:sf:+2:-', 'CURRENT:2', 'NO_CHANGE:']);
    const global = responses[3] as { target_change: { read_time?: unknown; resume_token?: Uint8Array } };
    expect(global.target_change.read_time).toBeDefined();
    expect(decodeResumeToken(global.target_change.resume_token)).toBeGreaterThan(0);
    session.close();
  });

  it('sends only what a commit changes, then a global snapshot', async () => {
    const engine = new Engine();
    await put(engine, 'cities/sf', { state: { string_value: 'CA' } });
    const { session, responses } = openListen(engine);
    session.handle({ database: DB, add_target: { target_id: 2, query: cityQuery() } });
    await tick();
    responses.length = 0;
    await put(engine, 'cities/la', { state: { string_value: 'CA' } });
    await put(engine, 'cities/ny', { state: { string_value: 'NY' } });
    await put(engine, 'cities/sf', { state: { string_value: 'NV' } });
    await remove(engine, 'cities/la');
    await tick();
    expect(kinds(responses)).toEqual([
      'change:la:+2:-',
      'NO_CHANGE:',
      'remove:sf',
      'NO_CHANGE:',
      'delete:la',
      'NO_CHANGE:',
    ]);
    session.close();
  });

  it('keeps a limit window full as documents leave it', async () => {
    const engine = new Engine();
    for (const [id, n] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const) {
      await put(engine, `cities/${id}`, { state: { string_value: 'CA' }, n: { integer_value: String(n) } });
    }
    const { session, responses } = openListen(engine);
    const query = cityQuery({
      order_by: [{ field: { field_path: 'n' }, direction: 'ASCENDING' }],
      limit: { value: 2 },
    });
    session.handle({ database: DB, add_target: { target_id: 4, query } });
    await tick();
    expect(kinds(responses).filter((k) => k.startsWith('change'))).toEqual([
      'change:a:+4:-',
      'change:b:+4:-',
    ]);
    responses.length = 0;
    await remove(engine, 'cities/a');
    await tick();
    expect(kinds(responses)).toEqual(['change:c:+4:-', 'delete:a', 'NO_CHANGE:']);
    session.close();
  });

  it('follows a document target, including its deletion', async () => {
    const engine = new Engine();
    const { session, responses } = openListen(engine);
    session.handle({
      database: DB,
      add_target: { target_id: 6, documents: { documents: [`${ROOT}/cities/sf`] } },
    });
    await tick();
    expect(kinds(responses)).toEqual(['ADD:6', 'CURRENT:6', 'NO_CHANGE:']);
    responses.length = 0;
    await put(engine, 'cities/sf', { state: { string_value: 'CA' } });
    await remove(engine, 'cities/sf');
    await put(engine, 'cities/other', { state: { string_value: 'CA' } });
    await tick();
    expect(kinds(responses)).toEqual(['change:sf:+6:-', 'NO_CHANGE:', 'delete:sf', 'NO_CHANGE:']);
    session.close();
  });

  it('resumes from a token with only the changes since, and an existence filter', async () => {
    const engine = new Engine();
    await put(engine, 'cities/sf', { state: { string_value: 'CA' } });
    await put(engine, 'cities/la', { state: { string_value: 'CA' } });
    const first = openListen(engine);
    first.session.handle({ database: DB, add_target: { target_id: 2, query: cityQuery() } });
    await tick();
    const last = first.responses.at(-1) as { target_change: { resume_token: Uint8Array } };
    first.session.close();
    await put(engine, 'cities/sd', { state: { string_value: 'CA' } });
    await remove(engine, 'cities/la');
    const second = openListen(engine);
    second.session.handle({
      database: DB,
      add_target: { target_id: 2, query: cityQuery(), resume_token: last.target_change.resume_token },
    });
    await tick();
    expect(kinds(second.responses)).toEqual([
      'ADD:2',
      'change:sd:+2:-',
      'delete:la',
      'filter:2:2',
      'CURRENT:2',
      'NO_CHANGE:',
    ]);
    second.session.close();
  });

  it('answers a token it cannot resume from with everything and an existence filter', async () => {
    const engine = new Engine();
    await put(engine, 'cities/sf', { state: { string_value: 'CA' } });
    const { session, responses } = openListen(engine);
    session.handle({
      database: DB,
      add_target: { target_id: 2, query: cityQuery(), resume_token: Buffer.from('not ours') },
    });
    await tick();
    expect(kinds(responses)).toEqual(['ADD:2', 'change:sf:+2:-', 'filter:2:1', 'CURRENT:2', 'NO_CHANGE:']);
    session.close();
  });

  it('tells listeners that a cleared database holds nothing any more', async () => {
    const engine = new Engine();
    await put(engine, 'cities/sf', { state: { string_value: 'CA' } });
    const { session, responses } = openListen(engine);
    session.handle({ database: DB, add_target: { target_id: 2, query: cityQuery() } });
    session.handle({
      database: DB,
      add_target: { target_id: 4, documents: { documents: [`${ROOT}/cities/sf`] } },
    });
    await tick();
    responses.length = 0;
    engine.clear({ projectId: 'demo-rt', databaseId: '(default)' });
    await tick();
    expect(kinds(responses)).toEqual(['delete:sf', 'NO_CHANGE:']);
    expect(
      (responses[0] as { document_delete: { removed_target_ids: number[] } }).document_delete
        .removed_target_ids,
    ).toEqual([2, 4]);
    responses.length = 0;
    await put(engine, 'cities/la', { state: { string_value: 'CA' } });
    await tick();
    expect(kinds(responses)).toEqual(['change:la:+2:-', 'NO_CHANGE:']);
    session.close();
  });

  it('acknowledges removeTarget and stops sending for it', async () => {
    const engine = new Engine();
    const { session, responses } = openListen(engine);
    session.handle({ database: DB, add_target: { target_id: 2, query: cityQuery() } });
    session.handle({ database: DB, remove_target: 2 });
    await tick();
    responses.length = 0;
    await put(engine, 'cities/sf', { state: { string_value: 'CA' } });
    await tick();
    expect(responses).toEqual([]);
    session.close();
  });

  it('removes a target with a cause when the rules deny it', async () => {
    const engine = new Engine();
    const responses: ListenResponse[] = [];
    const session = createListenSession(
      engine,
      { ...owner, auth: null },
      (r) => responses.push(r),
      () => {},
    );
    session.handle({ database: DB, add_target: { target_id: 2, query: cityQuery() } });
    await tick();
    expect(responses).toHaveLength(1);
    const change = (
      responses[0] as { target_change: { target_change_type: string; cause?: { code: number } } }
    ).target_change;
    expect(change.target_change_type).toBe('REMOVE');
    expect(change.cause?.code).toBe(7);
    session.close();
  });

  it('names, without sending, a document that leaves a query for a version the caller may not read', async () => {
    const engine = new Engine();
    const compiled = compileRules(`rules_version = '2';
      service cloud.firestore {
        match /databases/{database}/documents {
          match /notes/{id} { allow read: if resource.data.visibility == 'public'; }
        }
      }`);
    if (!compiled.ok) throw new Error('rules');
    engine.setRules(null, compiled.rules);
    const note = (visibility: string, text: string) => ({
      visibility: { string_value: visibility },
      text: { string_value: text },
    });
    await put(engine, 'notes/n1', note('public', 'hello'));
    const responses: ListenResponse[] = [];
    const session = createListenSession(
      engine,
      { ...owner, auth: { uid: 'u1', token: { sub: 'u1' } } },
      (r) => responses.push(r),
      () => {},
    );
    const publicNotes = {
      parent: ROOT,
      structured_query: {
        from: [{ collection_id: 'notes' }],
        where: {
          field_filter: {
            field: { field_path: 'visibility' },
            op: 'EQUAL',
            value: { string_value: 'public' },
          },
        },
      },
    };
    session.handle({ database: DB, add_target: { target_id: 2, query: publicNotes } });
    await tick();
    expect(kinds(responses)).toEqual(['ADD:2', 'change:n1:+2:-', 'CURRENT:2', 'NO_CHANGE:']);
    responses.length = 0;
    await put(engine, 'notes/n1', note('private', 'the secret'));
    await tick();
    expect(kinds(responses)).toEqual(['remove:n1', 'NO_CHANGE:']);
    expect(JSON.stringify(responses)).not.toContain('the secret');
    session.close();
  });

  it('refuses a target on another database', async () => {
    const engine = new Engine();
    const { session, responses } = openListen(engine);
    session.handle({
      database: DB,
      add_target: {
        target_id: 2,
        query: { ...cityQuery(), parent: 'projects/other/databases/(default)/documents' },
      },
    });
    await tick();
    expect((responses[0] as { target_change: { cause?: { code: number } } }).target_change.cause?.code).toBe(
      3,
    );
    session.close();
  });
});

describe('Write session', () => {
  it('answers the handshake with a token, then each batch with a commit time and results', async () => {
    const engine = new Engine();
    const responses: WriteResponse[] = [];
    const failures: StreamStatus[] = [];
    const session = createWriteSession(
      engine,
      owner,
      (r) => responses.push(r),
      (s) => failures.push(s),
    );
    session.handle({ database: DB });
    session.handle({
      stream_token: Buffer.from('x'),
      writes: [
        { update: { name: `${ROOT}/cities/sf`, fields: { n: { integer_value: '1' } } } },
        { delete: `${ROOT}/cities/la` },
      ],
    });
    await tick();
    expect(responses).toHaveLength(2);
    expect(responses[0]?.write_results).toEqual([]);
    expect(responses[0]?.stream_token.length).toBeGreaterThan(0);
    expect(responses[0]?.commit_time).toBeUndefined();
    expect(responses[1]?.write_results).toHaveLength(2);
    expect(responses[1]?.commit_time?.seconds).toBeDefined();
    expect(
      Buffer.from(responses[1]?.stream_token ?? []).equals(Buffer.from(responses[0]?.stream_token ?? [])),
    ).toBe(false);
    expect(failures).toEqual([]);
  });

  it('ends the stream with the status of a batch that fails', async () => {
    const engine = new Engine();
    const failures: StreamStatus[] = [];
    const session = createWriteSession(
      engine,
      owner,
      () => {},
      (s) => failures.push(s),
    );
    session.handle({ database: DB });
    session.handle({
      writes: [{ update: { name: `${ROOT}/cities/sf`, fields: {} }, current_document: { exists: true } }],
    });
    await tick();
    expect(failures).toHaveLength(1);
    expect(failures[0]?.code).toBe(5);
  });
});
