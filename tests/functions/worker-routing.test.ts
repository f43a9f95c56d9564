// The stack runs every function in one worker (oneFunctionsWorker), told which function each
// request is for by an IPC message sent just before it. A request on a socket kept from the
// previous one could be read before its message and run the previous function
// (scripts/stack/one-request-per-worker-socket.cjs); under load it did, 4 times in 600 calls.
import { expect, it } from 'vitest';
import { serviceDocument } from '../../functions/test/fixtures.ts';
import { stackAdmin } from './support/admin.ts';
import { callFunction } from './support/stack.ts';

const { db } = stackAdmin('functions-worker-routing');

it('runs the function each call names, with two callers and triggers interleaved', async () => {
  await db.doc('services/svc-routing').set(serviceDocument());
  let writing = true;
  // Firestore triggers between the calls, as on a studio's busy day.
  const writer = (async () => {
    for (let n = 0; writing; n++) await db.doc('services/svc-routing').update({ display_order: n % 5 });
  })();
  const wrong: string[] = [];
  const caller = async (who: string) => {
    for (let i = 0; i < 100; i++) {
      // Refused at once, without I/O: the quickest answer a worker gives.
      const refused = await callFunction('listFreeTimes', null, {});
      if (refused.status !== 400) wrong.push(`${who}${i} listFreeTimes: ${JSON.stringify(refused)}`);
      const members = await callFunction('listBookableMembers', null, {});
      if (!(members.result as { members?: unknown } | undefined)?.members)
        wrong.push(`${who}${i} listBookableMembers: ${JSON.stringify(members)}`);
    }
  };
  await Promise.all([caller('a'), caller('b')]).finally(() => {
    writing = false;
  });
  await writer;
  expect(wrong).toEqual([]);
});
