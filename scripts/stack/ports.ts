// Ports of the local stack: firebase.json's for `npm start`, free ones for test runs.
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

export interface StackPorts {
  auth: number;
  functions: number;
  firestore: number;
  storage: number;
  hub: number;
  logging: number;
  /** firebase-tools starts these two with the Functions emulator, whether or not they are used. */
  eventarc: number;
  tasks: number;
  web: number;
}

export const SERVICE_OF_PORT: Record<keyof StackPorts, string> = {
  auth: 'Auth emulator',
  functions: 'Functions emulator',
  firestore: 'Firestore emulator',
  storage: 'Storage emulator',
  hub: 'Emulator hub',
  logging: 'Emulator logging',
  eventarc: 'Eventarc emulator',
  tasks: 'Cloud Tasks emulator',
  web: 'web app',
};

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Ports are chosen below Linux's ephemeral range (32768–60999), the range every outgoing connection
 * takes its local port from: a port the kernel handed out there (listen on 0) could be taken by any
 * process's connection, such as the other test lane's firebase-tools, before our service binds it.
 */
const CHOSEN_PORTS = { from: 20_000, to: 32_000 };

export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (;;) {
    const port = randomInt(CHOSEN_PORTS.from, CHOSEN_PORTS.to);
    if (await isPortFree(port, host)) return port;
  }
}

export async function freePorts(): Promise<StackPorts> {
  const names = Object.keys(SERVICE_OF_PORT) as Array<keyof StackPorts>;
  const ports = {} as StackPorts;
  const taken = new Set<number>();
  for (const name of names) {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    ports[name] = port;
  }
  return ports;
}

/** The first port in use, so that the stack can stop before starting anything. */
export async function firstBusyPort(ports: StackPorts): Promise<keyof StackPorts | undefined> {
  for (const name of Object.keys(ports) as Array<keyof StackPorts>) {
    if (!(await isPortFree(ports[name]))) return name;
  }
  return undefined;
}
