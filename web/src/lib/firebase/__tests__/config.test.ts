import { describe, expect, it } from 'vitest';
import { parseEmulatorHost, readFirebaseSetup } from '../config.ts';
import { apiKeyFrom } from '../env.ts';

describe('Firebase setup from the Vite env', () => {
  it('uses the emulators with the demo project and the default hosts', () => {
    const setup = readFirebaseSetup({ VITE_USE_EMULATORS: 'true' });
    expect(setup.options.projectId).toBe('demo-nail-studio');
    expect(setup.emulators).toEqual({
      firestore: { host: '127.0.0.1', port: 8080 },
      auth: { host: '127.0.0.1', port: 9099 },
      storage: { host: '127.0.0.1', port: 9199 },
      functions: { host: '127.0.0.1', port: 5001 },
    });
  });

  it('takes emulator hosts from the env', () => {
    const setup = readFirebaseSetup({
      VITE_USE_EMULATORS: 'true',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:18080',
    });
    expect(setup.emulators?.firestore).toEqual({ host: '127.0.0.1', port: 18080 });
  });

  it('falls back to the local stack when nothing is configured', () => {
    expect(readFirebaseSetup({}).emulators).not.toBeNull();
  });

  it('talks to the real project when one is configured', () => {
    const setup = readFirebaseSetup({
      VITE_FIREBASE_PROJECT_ID: 'nail-studio-prod',
      VITE_FIREBASE_API_KEY: 'k',
    });
    expect(setup.emulators).toBeNull();
    expect(setup.options).toMatchObject({ projectId: 'nail-studio-prod', apiKey: 'k' });
  });

  it('refuses emulators switched off without a project', () => {
    expect(() => readFirebaseSetup({ VITE_USE_EMULATORS: 'false' })).toThrow(/VITE_FIREBASE_PROJECT_ID/);
  });

  it('refuses a malformed host with the variable named', () => {
    expect(() => parseEmulatorHost('localhost', 'VITE_AUTH_EMULATOR_HOST')).toThrow(
      /VITE_AUTH_EMULATOR_HOST/,
    );
    expect(() => parseEmulatorHost('127.0.0.1:99999', 'X')).toThrow();
    expect(parseEmulatorHost('[::1]:9099', 'X')).toEqual({ host: '[::1]', port: 9099 });
  });

  it("names the same API key as the SDK's setup: the configured one, or the emulators' demo key", () => {
    const envs = [
      {},
      { VITE_USE_EMULATORS: 'true' },
      { VITE_USE_EMULATORS: 'true', VITE_FIREBASE_API_KEY: ' k ' },
      { VITE_FIREBASE_PROJECT_ID: 'nail-studio-prod', VITE_FIREBASE_API_KEY: 'k' },
      { VITE_FIREBASE_PROJECT_ID: 'nail-studio-prod' },
    ];
    for (const env of envs) expect(apiKeyFrom(env)).toBe(readFirebaseSetup(env).options.apiKey);
    expect(apiKeyFrom({})).toBe('demo-api-key');
  });
});
