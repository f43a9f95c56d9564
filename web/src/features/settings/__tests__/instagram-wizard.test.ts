import { describe, expect, it } from 'vitest';
import {
  canTestConnection,
  initialWizard,
  type WizardAction,
  type WizardState,
  wizardReducer,
  wizardView,
} from '../utils/instagram-wizard.ts';

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, initialWizard);
const fill: WizardAction[] = [
  { type: 'edit', field: 'businessAccountId', value: '17841400000000001' },
  { type: 'edit', field: 'pageAccessToken', value: 'token' },
];

describe('the Instagram connection wizard', () => {
  it('walks welcome → prerequisites → credentials and back', () => {
    expect(run({ type: 'get-started' }).step).toBe('prerequisites');
    expect(run({ type: 'get-started' }, { type: 'have-these' }).step).toBe('credentials');
    expect(run({ type: 'get-started' }, { type: 'have-these' }, { type: 'back' }).step).toBe('prerequisites');
    expect(run({ type: 'get-started' }, { type: 'back' }).step).toBe('welcome');
    expect(run({ type: 'skip' }).step).toBe('skipped');
  });

  it('allows a test only with both fields filled and none under way (spec §5)', () => {
    expect(canTestConnection(run({ type: 'edit', field: 'businessAccountId', value: '1' }))).toBe(false);
    expect(canTestConnection(run(...fill, { type: 'edit', field: 'pageAccessToken', value: '  ' }))).toBe(
      false,
    );
    expect(canTestConnection(run(...fill))).toBe(true);
    expect(canTestConnection(run(...fill, { type: 'test-started' }))).toBe(false);
  });

  it('goes to success on a good test, back to credentials with the message on a bad one', () => {
    const ok = run(...fill, { type: 'test-started' }, { type: 'test-succeeded', username: 'studio.nails' });
    expect([ok.step, ok.test, ok.username]).toEqual(['success', 'success', 'studio.nails']);
    const bad = run(...fill, { type: 'test-started' }, { type: 'test-failed', message: 'Token expired' });
    expect([bad.step, bad.test, bad.message, bad.pageAccessToken]).toEqual([
      'credentials',
      'error',
      'Token expired',
      'token',
    ]);
  });

  it('shows the connected summary unless updating, and Disconnect clears everything', () => {
    expect(wizardView(initialWizard, true)).toBe('connected');
    const updating = run({ type: 'update-connection' });
    expect(wizardView(updating, true)).toBe('credentials');
    expect(wizardView(wizardReducer(updating, { type: 'back' }), true)).toBe('connected');
    const done = run(...fill, { type: 'test-started' }, { type: 'test-succeeded', username: 'x' });
    expect(wizardView(done, true)).toBe('success');
    expect(run(...fill, { type: 'update-connection' }, { type: 'disconnected' })).toEqual(initialWizard);
  });
});
