// Evaluation time of a realistic Firestore rule with three get() calls, over an in-memory
// DocumentAccess. Compiles once, warms up, then times each authorize() call.
//   npm run bench:rules

import { performance } from 'node:perf_hooks';
import type { DocumentAccess, FirestoreRulesRequest, RulesDocument } from '../src/rules/api.ts';
import { compileRules } from '../src/rules/index.ts';

const SOURCE = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function staff() {
      return get(/databases/$(database)/documents/staff/$(request.auth.uid)).data;
    }
    function settings() {
      return get(/databases/$(database)/documents/settings/studio).data;
    }
    match /bookings/{bookingId} {
      // Staff with the bookings permission may change the status and notes of a booking of a
      // client that exists, while bookings are switched on.
      allow update: if signedIn()
        && 'bookings' in staff().permissions
        && settings().bookingsEnabled == true
        && get(/databases/$(database)/documents/clients/$(resource.data.clientId)).data.active
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['status', 'notes', 'updatedAt'])
        && request.resource.data.status in ['requested', 'confirmed', 'cancelled']
        && request.resource.data.updatedAt == request.time
        && request.resource.data.notes is string && request.resource.data.notes.size() <= 500;
    }
  }
}`;

const NAME = 'projects/demo-bench/databases/(default)/documents';
const documents = new Map<string, RulesDocument>(
  [
    doc('staff/alice', {
      permissions: { arrayValue: { values: [{ stringValue: 'clients' }, { stringValue: 'bookings' }] } },
    }),
    doc('settings/studio', { bookingsEnabled: { booleanValue: true } }),
    doc('clients/c1', { active: { booleanValue: true } }),
  ].map((d) => [`/${d.name.split('/').slice(2).join('/')}`, d]),
);

function doc(path: string, fields: RulesDocument['fields']): RulesDocument {
  return { name: `${NAME}/${path}`, fields };
}

function request(now: Date): FirestoreRulesRequest {
  const access: DocumentAccess = {
    get: async (path) => documents.get(path) ?? null,
    getAfter: async (path) => documents.get(path) ?? null,
  };
  const booking = (status: string, notes: string, updatedAt: Date) =>
    doc('bookings/b1', {
      clientId: { stringValue: 'c1' },
      status: { stringValue: status },
      notes: { stringValue: notes },
      updatedAt: {
        timestampValue: {
          seconds: String(Math.floor(updatedAt.getTime() / 1000)),
          nanos: (updatedAt.getTime() % 1000) * 1e6,
        },
      },
      serviceId: { stringValue: 'manicure' },
    });
  return {
    service: 'cloud.firestore',
    method: 'update',
    path: '/databases/(default)/documents/bookings/b1',
    auth: { uid: 'alice', token: { role: 'assistant', firebase: { sign_in_provider: 'password' } } },
    time: now,
    resource: booking('requested', '', new Date(0)),
    requestResource: booking('confirmed', 'See you Tuesday', now),
    access,
  };
}

const compiled = compileRules(SOURCE);
if (!compiled.ok) throw new Error(JSON.stringify(compiled.issues));
const rules = compiled.rules;

const first = await rules.authorize(request(new Date()));
if (!first.allowed) throw new Error(`the benchmark rule should allow: ${first.message}`);

const WARMUP = 2_000;
const RUNS = 20_000;
for (let i = 0; i < WARMUP; i++) await rules.authorize(request(new Date()));
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const req = request(new Date());
  const start = performance.now();
  await rules.authorize(req);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const pct = (p: number) =>
  (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] as number) * 1000;
console.log(`rules: update with 3 get() calls, ${RUNS} evaluations`);
console.log(
  `p50 ${pct(50).toFixed(1)} µs  p95 ${pct(95).toFixed(1)} µs  p99 ${pct(99).toFixed(1)} µs  (target p95 < 1000 µs)`,
);
