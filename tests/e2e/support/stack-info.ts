// What the globalSetup hands to the test files (vitest provide/inject). No vitest import here:
// the globalSetup runs in the main process.
import type { FakeGraphOptions } from '../../../functions/test/fake-graph-server.ts';

/** A demo- project id never reaches a real Firebase project. */
export const E2E_PROJECT_ID = 'demo-studio-e2e';

export interface E2eStack {
  projectId: string;
  urls: { web: string; firestore: string; storage: string; auth: string; functions: string };
  /** FIRESTORE_EMULATOR_HOST and friends: points firebase-admin at this stack. */
  env: Record<string, string>;
  /** The fake Instagram Graph API the functions call instead of graph.facebook.com. */
  graphUrl: string;
  /** The production build the Hosting emulator serves (prerendered pages included). */
  webDist: string;
  /** Signed-in browser storage per account, saved by signInAt (support/session.ts). */
  sessionsDir: string;
}

/** What the fake Graph API knows: one business account, and the one token it accepts. */
export const E2E_GRAPH = {
  accountId: '17841400000000001',
  username: 'studio.nails',
  validToken: 'e2e-page-access-token',
} as const;

export const E2E_GRAPH_OPTIONS: FakeGraphOptions = {
  accounts: { [E2E_GRAPH.accountId]: E2E_GRAPH.username },
  tokens: { [E2E_GRAPH.validToken]: 'valid' },
};
