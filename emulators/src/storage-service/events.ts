// Storage trigger delivery to the Functions emulator, in the shapes firebase-tools' own Storage
// emulator sends: for each change, a legacy event (google.storage.object.*) and then a CloudEvent
// (google.cloud.storage.object.v1.*, application/cloudevents+json), both POSTed to
// /functions/projects/{p}/trigger_multicast. The payload is the object's Cloud Storage resource.
// Deliveries go out one at a time in order, each tried up to three times; one that still fails is
// logged and never fails the request.

import { randomUUID } from 'node:crypto';
import { gcsResource } from '../protocols/storage-http/resources.ts';
import type { StorageEventKind } from '../storage/engine.ts';
import type { ObjectMetadata } from '../storage/object.ts';

const CLOUD_EVENT_ACTION: Record<StorageEventKind, string> = {
  finalize: 'finalized',
  delete: 'deleted',
  metadataUpdate: 'metadataUpdated',
};

const DELIVERY_ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 20_000;

export class FunctionsDelivery {
  private readonly target: string;
  private readonly selfUrl: () => string;
  private readonly log: (line: string) => void;
  private queue: Promise<void> = Promise.resolve();

  /** `functionsEmulator` is host:port; `selfUrl` gives this emulator's origin for resource links. */
  constructor(
    functionsEmulator: string,
    projectId: string,
    selfUrl: () => string,
    log: (line: string) => void,
  ) {
    this.target = `http://${functionsEmulator}/functions/projects/${encodeURIComponent(projectId)}/trigger_multicast`;
    this.selfUrl = selfUrl;
    this.log = log;
  }

  dispatch(kind: StorageEventKind, object: ObjectMetadata): void {
    const data = gcsResource(object, this.selfUrl());
    const now = new Date();
    const legacy = {
      eventId: String(now.getTime()),
      timestamp: now.toISOString(),
      eventType: `google.storage.object.${kind}`,
      resource: {
        service: 'storage.googleapis.com',
        name: `projects/_/buckets/${object.bucket}/objects/${object.name}`,
        type: 'storage#object',
      },
      data,
    };
    const cloudEvent = {
      specversion: '1.0',
      id: randomUUID(),
      type: `google.cloud.storage.object.v1.${CLOUD_EVENT_ACTION[kind]}`,
      source: `//storage.googleapis.com/projects/_/buckets/${object.bucket}/objects/${object.name}`,
      // Extension attributes real storage events carry; firebase-functions reads event.bucket.
      subject: `objects/${object.name}`,
      bucket: object.bucket,
      time: kind === 'delete' ? now.toISOString() : object.updated,
      data,
    };
    this.queue = this.queue
      .then(() => this.post(legacy, 'application/json'))
      .then(() => this.post(cloudEvent, 'application/cloudevents+json; charset=UTF-8'));
  }

  /** Resolves when every event dispatched so far has been sent (tests, clean stop). */
  flush(): Promise<void> {
    return this.queue;
  }

  /**
   * At least once, as Cloud Storage's own notifications: an attempt that fails or goes unanswered
   * (a Functions emulator too busy to answer in time) is made again, so a busy machine delays an
   * event rather than losing it; the multicast route answers before the functions run, so a
   * repeated attempt rarely runs them twice, and the functions must bear it when it does.
   */
  private async post(body: unknown, contentType: string): Promise<void> {
    let failure = '';
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt += 1) {
      try {
        const response = await fetch(this.target, {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.ok) return;
        // 4xx: the request itself is wrong; sending it again cannot help.
        if (response.status < 500) return this.log(`Storage trigger delivery answered ${response.status}.`);
        failure = `answered ${response.status}`;
      } catch (error) {
        failure = (error as Error).message;
      }
    }
    this.log(`Storage trigger delivery failed after ${DELIVERY_ATTEMPTS} attempts: ${failure}`);
  }
}
