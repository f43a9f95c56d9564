// Storage trigger events reach the Functions emulator's trigger_multicast endpoint in the shapes
// firebase-tools' own Storage emulator sends (a legacy event, then a CloudEvent).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getStorage,
  ref,
  updateMetadata,
  uploadString,
} from 'firebase/storage';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStorage } from '../../src/storage-service/server.ts';
import { BUCKET, PROJECT, startStorage } from './helpers.ts';

interface Delivery {
  path: string;
  contentType: string;
  body: Record<string, unknown>;
}

let functions: Server;
let emulator: RunningStorage;
let app: FirebaseApp;
const deliveries: Delivery[] = [];
/** How many of the next requests the stand-in answers 503, as a Functions emulator in trouble. */
let refusals = 0;

beforeAll(async () => {
  functions = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      if (refusals > 0) {
        refusals -= 1;
        return void res.writeHead(503).end();
      }
      deliveries.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: JSON.parse(text),
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  const { port } = functions.address() as AddressInfo;
  emulator = await startStorage({ functionsEmulator: `127.0.0.1:${port}` });
  app = initializeApp({ projectId: PROJECT, storageBucket: BUCKET, apiKey: 'fake' }, 'events');
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', emulator.port, { mockUserToken: 'owner' });
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
  await new Promise((resolve) => functions.close(resolve));
});

describe('storage trigger events', () => {
  it('sends finalized, metadataUpdated and deleted events in order', async () => {
    const file = ref(getStorage(app), 'products/lacquer.txt');
    await uploadString(file, 'red', 'raw', { contentType: 'text/plain', customMetadata: { shade: 'red' } });
    await updateMetadata(file, { customMetadata: { shade: 'ruby' } });
    await deleteObject(file);
    await emulator.flushEvents();

    expect(deliveries.map((d) => d.path)).toEqual(
      Array(6).fill(`/functions/projects/${PROJECT}/trigger_multicast`),
    );
    const cloudEvents = deliveries.filter((d) => d.contentType.startsWith('application/cloudevents+json'));
    expect(cloudEvents.map((d) => d.body.type)).toEqual([
      'google.cloud.storage.object.v1.finalized',
      'google.cloud.storage.object.v1.metadataUpdated',
      'google.cloud.storage.object.v1.deleted',
    ]);
    const legacy = deliveries.filter((d) => d.contentType.startsWith('application/json'));
    expect(legacy.map((d) => d.body.eventType)).toEqual([
      'google.storage.object.finalize',
      'google.storage.object.metadataUpdate',
      'google.storage.object.delete',
    ]);
    const finalized = cloudEvents[0]?.body as Record<string, unknown>;
    expect(finalized).toMatchObject({
      specversion: '1.0',
      source: `//storage.googleapis.com/projects/_/buckets/${BUCKET}/objects/products/lacquer.txt`,
      data: {
        kind: 'storage#object',
        bucket: BUCKET,
        name: 'products/lacquer.txt',
        size: '3',
        contentType: 'text/plain',
        metageneration: '1',
        metadata: { shade: 'red' },
      },
    });
    expect(typeof finalized.id).toBe('string');
    expect(
      (finalized.data as { metadata: Record<string, string> }).metadata.firebaseStorageDownloadTokens,
    ).toBeTruthy();
    expect(legacy[0]?.body).toMatchObject({
      resource: {
        service: 'storage.googleapis.com',
        name: `projects/_/buckets/${BUCKET}/objects/products/lacquer.txt`,
        type: 'storage#object',
      },
    });
    // The event as firebase-functions v2 hands it to an onObjectFinalized handler.
    let seen: { bucket: string; name: string; size: number } | undefined;
    const trigger = onObjectFinalized(BUCKET, (event) => {
      seen = { bucket: event.bucket, name: event.data.name, size: Number(event.data.size) };
    });
    await trigger(finalized as never);
    expect(seen).toEqual({ bucket: BUCKET, name: 'products/lacquer.txt', size: 3 });
    expect(cloudEvents[1]?.body).toMatchObject({
      data: { metageneration: '2', metadata: { shade: 'ruby' } },
    });
  });

  it('sends an event again when the Functions emulator fails to take it', async () => {
    deliveries.length = 0;
    refusals = 2;
    await uploadString(ref(getStorage(app), 'products/retried.txt'), 'x');
    await emulator.flushEvents();
    expect(deliveries.map((d) => (d.body.type ?? d.body.eventType) as string)).toEqual([
      'google.storage.object.finalize',
      'google.cloud.storage.object.v1.finalized',
    ]);
  });

  it('never fails a request when the Functions emulator is unreachable', async () => {
    const lonely = await startStorage({ functionsEmulator: '127.0.0.1:1' });
    const other = initializeApp(
      { projectId: PROJECT, storageBucket: BUCKET, apiKey: 'fake' },
      'events-unreachable',
    );
    const storage = getStorage(other);
    connectStorageEmulator(storage, '127.0.0.1', lonely.port, { mockUserToken: 'owner' });
    await uploadString(ref(storage, 'x.txt'), 'x');
    await lonely.flushEvents();
    await deleteApp(other);
    await lonely.stop();
  });
});
