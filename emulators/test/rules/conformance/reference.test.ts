// Every construct of the reference through the Firestore emulator and @firebase/rules-unit-testing:
// one rules file with an `allow get` per case; reading /checks/<case> succeeds exactly when the
// case's condition is true.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { RunningService } from '../../../src/service.ts';
import { failCases, holdCases, referenceRules } from '../reference-cases.ts';

const PROJECT = 'demo-rules-reference';
let server: RunningService;
let env: RulesTestEnvironment;

beforeAll(async () => {
  const { start } = await import('../../../src/firestore/server.ts');
  server = await start({ host: '127.0.0.1', port: 0, defaultProjectId: PROJECT });
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host: server.host, port: server.port, rules: referenceRules() },
  });
});

afterAll(async () => {
  await env?.cleanup();
  await server?.stop();
});

const read = (id: string) => getDoc(doc(env.unauthenticatedContext().firestore(), `checks/${id}`));

describe('the reference through the emulator', () => {
  it.each(holdCases)('allows when $title holds', async ({ id }) => {
    await assertSucceeds(read(id));
  });

  it.each(failCases)('denies when $title fails', async ({ id }) => {
    await assertFails(read(id));
  });
});
