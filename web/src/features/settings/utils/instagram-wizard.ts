/** The connection card's steps (spec §2); 'skipped' is Skip for Now's quiet state. */
export type WizardStep = 'welcome' | 'prerequisites' | 'credentials' | 'testing' | 'success' | 'skipped';

/** The test's own state (spec §4). */
export type TestState = 'idle' | 'testing' | 'success' | 'error';

export interface WizardState {
  step: WizardStep;
  /** Update Connection: the credentials step shows even though the studio is connected. */
  editing: boolean;
  businessAccountId: string;
  pageAccessToken: string;
  test: TestState;
  message: string | null;
  username: string | null;
}

export type WizardAction =
  | { type: 'get-started' }
  | { type: 'skip' }
  | { type: 'have-these' }
  | { type: 'back' }
  | { type: 'update-connection' }
  | { type: 'edit'; field: 'businessAccountId' | 'pageAccessToken'; value: string }
  | { type: 'test-started' }
  | { type: 'test-succeeded'; username: string }
  | { type: 'test-failed'; message: string }
  | { type: 'disconnected' };

export const initialWizard: WizardState = {
  step: 'welcome',
  editing: false,
  businessAccountId: '',
  pageAccessToken: '',
  test: 'idle',
  message: null,
  username: null,
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'get-started':
      return { ...state, step: 'prerequisites' };
    case 'skip':
      return { ...state, step: 'skipped' };
    case 'have-these':
      return { ...state, step: 'credentials' };
    case 'back':
      if (state.step === 'credentials' && state.editing) return { ...state, editing: false, step: 'welcome' };
      if (state.step === 'credentials')
        return { ...state, step: 'prerequisites', test: 'idle', message: null };
      return { ...state, step: 'welcome' };
    case 'update-connection':
      return { ...state, editing: true, step: 'credentials', test: 'idle', message: null };
    case 'edit':
      return { ...state, [action.field]: action.value };
    case 'test-started':
      return { ...state, step: 'testing', test: 'testing', message: null };
    case 'test-succeeded':
      return { ...state, step: 'success', test: 'success', username: action.username, editing: false };
    case 'test-failed':
      return { ...state, step: 'credentials', test: 'error', message: action.message };
    case 'disconnected':
      // Clears the entered credentials and starts over (spec §2).
      return { ...initialWizard };
  }
}

/** Test Connection needs both fields and no test under way (spec §5). */
export function canTestConnection(state: WizardState): boolean {
  return (
    state.businessAccountId.trim() !== '' && state.pageAccessToken.trim() !== '' && state.test !== 'testing'
  );
}

/** What the card shows: the connected summary unless credentials are being edited or just tested. */
export function wizardView(state: WizardState, connected: boolean): WizardStep | 'connected' {
  if (connected && !state.editing && state.step !== 'success' && state.step !== 'testing') return 'connected';
  return state.step;
}
