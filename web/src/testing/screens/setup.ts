// Runs before each screen file (in one shared module graph: isolate is off). Points the app's
// Firebase setup (lib/firebase/config.ts reads Vite's env) at the emulator started by
// global-setup.ts, before lib/firebase/sdk.ts is first imported; unmounts what a test rendered.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject, vi } from 'vitest';
import { startCallables } from './callables.ts';

vi.stubEnv('VITE_USE_EMULATORS', 'true');
vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-screens');
vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', inject('screensFirestoreHost'));
// The callables' stand-in (callables.ts), once per worker: files share the module graph.
const callablesHost =
  (globalThis as { screensCallablesHost?: string }).screensCallablesHost ?? (await startCallables()).host;
(globalThis as { screensCallablesHost?: string }).screensCallablesHost = callablesHost;
vi.stubEnv('VITE_FUNCTIONS_EMULATOR_HOST', callablesHost);

// A ceiling, not an expectation: a screen's first visit loads its chunk (transformed on demand
// here), which on 2 busy cores can take seconds; findBy*/waitFor answer as soon as it is there.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no modal dialogs (happy-dom has): the least of showModal/close, so the same files
// run in either environment (the config says which is used, and why).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => cleanup());
