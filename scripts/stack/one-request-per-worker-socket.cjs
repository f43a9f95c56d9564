// Loaded into firebase-tools (NODE_OPTIONS --require) when a stack runs every function in one
// worker (scripts/stack/stack.ts, oneFunctionsWorker). firebase-tools proxies each request to its
// functions worker with Node's default agent, which keeps sockets alive, and names the function in
// an IPC message sent just before the request. On a socket kept from the previous request the
// worker can read the request before that message and run the previous function with it: under
// load, a browser's listBookableMembers was answered by listFreeTimes ("serviceIds: Required"),
// and a sign-up by a Firestore trigger. A fresh socket per request is read after its message.
// http.globalAgent is Node's documented default agent; nothing of firebase-tools is touched.
const http = require('node:http');

http.globalAgent = new http.Agent({ keepAlive: false });
