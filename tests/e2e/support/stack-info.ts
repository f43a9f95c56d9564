// What the globalSetup hands to the test files (vitest provide/inject). No vitest import here:
// the globalSetup runs in the main process.

/** A demo- project id never reaches a real Firebase project. */
export const E2E_PROJECT_ID = 'demo-studio-e2e';

export interface E2eStack {
  projectId: string;
  urls: { web: string; firestore: string; storage: string; auth: string; functions: string };
  /** FIRESTORE_EMULATOR_HOST and friends: points firebase-admin at this stack. */
  env: Record<string, string>;
}
