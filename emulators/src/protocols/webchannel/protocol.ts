// Registers the browser transports (Firestore REST and WebChannel) on the emulator's HTTP/1.1
// router, next to its own endpoints, on the same port as gRPC.
import type { HttpProtocol } from '../../firestore/server.ts';
import { engineBackend } from '../json/engine-backend.ts';
import { handleRest } from '../rest/handler.ts';
import { WebChannelServer } from './server.ts';

const REST_PATH = /^\/v1\/projects\//;
const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(?:Listen|Write)\/channel$/;

export const browserProtocols: HttpProtocol = ({ router, engine }) => {
  const backend = engineBackend(engine);
  const channels = new WebChannelServer(backend);
  for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
    router.add(method, REST_PATH, (req, res) => handleRest(req, res, backend));
  }
  for (const method of ['GET', 'POST']) {
    router.add(method, CHANNEL_PATH, (req, res) => channels.handle(req, res));
  }
  return () => channels.close();
};
