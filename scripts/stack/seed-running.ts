// `npm run seed`: the demo data into emulators that are already running on firebase.json's ports,
// e.g. the official suite started with `npx firebase emulators:start` on a machine with Java 21.
import { resolve } from 'node:path';
import { defaultPorts, defaultProjectId } from './config.ts';
import { seedDemoData } from './seed.ts';
import { emulatorEnv } from './stack.ts';

const root = resolve(import.meta.dirname, '../..');
const ports = defaultPorts(root);
try {
  await seedDemoData({ projectId: defaultProjectId(root), ports, env: emulatorEnv(ports), echo: true });
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
