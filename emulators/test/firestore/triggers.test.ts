// With --functions-emulator, commits made through the SDKs reach the Functions emulator's Firestore
// triggers as CloudEvents. A stand-in answers the two routes the dispatcher calls.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDocumentEventData } from '../../src/firestore/triggers/document-event-data.ts';
import { type Harness, OPEN_RULES, startHarness } from './helpers.ts';

interface Delivery {
  key: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: decoded CloudEvent data of any document shape
  data: Record<string, any>;
}

const projectId = `demo-${randomUUID().slice(0, 8)}`;
const backends = {
  backends: [
    {
      functionTriggers: [
        {
          id: 'us-central1-onOrder',
          eventTrigger: {
            eventType: 'google.cloud.firestore.document.v1.written.withAuthContext',
            eventFilters: { database: '(default)', namespace: '(default)' },
            eventFilterPathPatterns: { document: 'orders/{orderId}' },
          },
        },
      ],
    },
  ],
};

let functions: Server;
let h: Harness;
let env: RulesTestEnvironment;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  functions = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/backends') return void res.end(JSON.stringify(backends));
      const key = req.url?.split('/triggers/')[1] ?? '';
      // Like firebase-tools: an unknown key gets 404 with the list of valid keys.
      const keys = backends.backends.flatMap((b) => b.functionTriggers).map((t) => `${t.id}-0`);
      if (!keys.includes(key)) {
        res.statusCode = 404;
        return void res.end(`Function ${key} does not exist, valid functions are: ${keys.join(', ')}`);
      }
      const bytes = Buffer.from(Buffer.concat(chunks).toString(), 'base64');
      deliveries.push({ key, headers: req.headers, data: decodeDocumentEventData(bytes) });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  const functionsHost = `127.0.0.1:${(functions.address() as AddressInfo).port}`;
  h = await startHarness(projectId, { functionsEmulator: functionsHost });
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host: h.host, port: h.port, rules: OPEN_RULES },
  });
});
afterAll(async () => {
  await env.cleanup();
  await h.close();
  await new Promise<void>((resolve) => functions.close(() => resolve()));
});

async function waitForDeliveries(count: number): Promise<void> {
  const until = Date.now() + 5000;
  while (deliveries.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
}

describe('Firestore triggers', () => {
  it('delivers creates, updates and deletes with the document data and who wrote them', async () => {
    const db = h.admin();
    await db.doc('orders/o1').set({ total: 10 });
    await db.doc('orders/o1').update({ total: 12 });
    await db.doc('orders/o1').delete();
    await db.doc('other/x').set({ ignored: true });
    await waitForDeliveries(3);
    expect(deliveries.map((d) => d.key)).toEqual([
      'us-central1-onOrder-0',
      'us-central1-onOrder-0',
      'us-central1-onOrder-0',
    ]);
    const [created, updated, deleted] = deliveries;
    expect(created?.data.value.fields.total).toMatchObject({ integer_value: '10' });
    expect(created?.data.old_value).toBeUndefined();
    expect(updated?.data.old_value.fields.total).toMatchObject({ integer_value: '10' });
    expect(updated?.data.value.fields.total).toMatchObject({ integer_value: '12' });
    expect(updated?.data.update_mask.field_paths).toEqual(['total']);
    expect(deleted?.data.value).toBeUndefined();
    expect(created?.headers['ce-authtype']).toBe('service_account');
    expect(created?.headers['ce-document']).toBe('orders/o1');
  });

  it('names the signed-in author of a client write', async () => {
    deliveries.length = 0;
    await assertSucceeds(env.authenticatedContext('alice').firestore().doc('orders/o2').set({ total: 5 }));
    await waitForDeliveries(1);
    expect(deliveries[0]?.headers['ce-authtype']).toBe('app_user');
    expect(deliveries[0]?.headers['ce-authid']).toBe('alice');
  });
});
