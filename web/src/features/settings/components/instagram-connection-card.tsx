import styled from '@emotion/styled';
import { messages } from '@studio/domain';
import { useReducer, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Field, Input } from '../../../components/field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { notify } from '../../../utils/toast.tsx';
import type { InstagramCredentialsInput, InstagramTestAnswer } from '../api/test-instagram-connection.ts';
import { canTestConnection, initialWizard, wizardReducer, wizardView } from '../utils/instagram-wizard.ts';

const CredentialsForm = styled.form({ display: 'grid', gap: 14 });

const Body = styled.div(({ theme }) => ({
  padding: 20,
  display: 'grid',
  gap: 14,
  h3: { margin: 0, fontSize: '1.15rem' },
  p: { margin: 0, color: theme.colors.muted },
  ul: { margin: 0, paddingLeft: 20, display: 'grid', gap: 4 },
}));

const Actions = styled.div({ display: 'flex', gap: 8, flexWrap: 'wrap' });

const ErrorText = styled.p(({ theme }) => ({ color: `${theme.colors.danger} !important` }));

/**
 * Integrations: the Instagram connection card (spec §2). The test runs in a function, which also
 * saves instagram_connected and instagram_username on success; Disconnect sets instagram_connected
 * false, and a function then forgets the token.
 */
export function InstagramConnectionCard(props: {
  connected: boolean;
  username: string;
  onTest: (credentials: InstagramCredentialsInput) => Promise<InstagramTestAnswer>;
  onDisconnect: () => Promise<boolean>;
  /** Only the owner connects or disconnects (rules: the instagram_* settings are owner-only). */
  canManage: boolean;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const view = wizardView(state, props.connected);

  const test = async () => {
    if (!canTestConnection(state)) return;
    dispatch({ type: 'test-started' });
    try {
      const answer = await props.onTest(state);
      if (answer.success && answer.username) {
        dispatch({ type: 'test-succeeded', username: answer.username });
        notify.success(messages.instagram.connected, messages.instagram.connectedDescription);
      } else {
        const message = answer.message || messages.instagram.connectionFailed;
        dispatch({ type: 'test-failed', message });
        notify.error(messages.instagram.connectionFailed, message);
      }
    } catch (error) {
      const message = (error as Error).message || messages.instagram.connectFailed;
      dispatch({ type: 'test-failed', message });
      notify.error(messages.instagram.connectionFailed, message);
    }
  };

  // Disconnecting forgets the access token for good (a function deletes it): it asks first.
  const [confirming, setConfirming] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const disconnect = async () => {
    setDisconnecting(true);
    const done = await props.onDisconnect();
    setDisconnecting(false);
    setConfirming(false);
    if (done) dispatch({ type: 'disconnected' });
  };

  if (!props.canManage) {
    return (
      <Card as="section" aria-labelledby="instagram-card-title">
        <Body>
          <h3 id="instagram-card-title">Instagram</h3>
          <p>
            {props.connected ? (
              <>
                <strong>Instagram Connected</strong>
                {props.username && <> as @{props.username}</>}
              </>
            ) : (
              'Instagram is not connected.'
            )}
          </p>
          <p>Only the owner can change the Instagram connection.</p>
        </Body>
      </Card>
    );
  }

  return (
    <Card as="section" aria-labelledby="instagram-card-title">
      <Body>
        <h3 id="instagram-card-title">Instagram</h3>
        {view === 'connected' && (
          <>
            <p>
              <strong>Instagram Connected</strong>
              {props.username && <> as @{props.username}</>}
            </p>
            <Actions>
              <Button variant="outline" onClick={() => dispatch({ type: 'update-connection' })}>
                Update Connection
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                Disconnect
              </Button>
            </Actions>
            <ConfirmDialog
              open={confirming}
              title="Disconnect Instagram?"
              message="The studio's access token is deleted. To connect again you will need to paste a new token."
              confirmLabel="Disconnect"
              busy={disconnecting}
              onConfirm={disconnect}
              onCancel={() => setConfirming(false)}
            />
          </>
        )}
        {view === 'welcome' && (
          <>
            <p>
              Connect the studio's Instagram business account to follow up on booking interests by message.
            </p>
            <Actions>
              <Button onClick={() => dispatch({ type: 'get-started' })}>Get Started</Button>
              <Button variant="ghost" onClick={() => dispatch({ type: 'skip' })}>
                Skip for Now
              </Button>
            </Actions>
          </>
        )}
        {view === 'skipped' && (
          <>
            <p>Instagram is not connected. You can connect it any time.</p>
            <Actions>
              <Button variant="outline" onClick={() => dispatch({ type: 'get-started' })}>
                Connect Instagram
              </Button>
            </Actions>
          </>
        )}
        {view === 'prerequisites' && (
          <>
            <p>Before you start, you need:</p>
            <ul>
              <li>An Instagram Business account</li>
              <li>A Facebook Page linked to that account</li>
              <li>A Meta developer account</li>
            </ul>
            <Actions>
              <Button onClick={() => dispatch({ type: 'have-these' })}>I Have These</Button>
              <Button variant="ghost" onClick={() => dispatch({ type: 'back' })}>
                Back
              </Button>
            </Actions>
          </>
        )}
        {view === 'credentials' && (
          <CredentialsForm
            onSubmit={(e) => {
              e.preventDefault();
              void test();
            }}
          >
            <Field label="Instagram Business Account ID">
              {(ids) => (
                <Input
                  {...ids}
                  inputMode="numeric"
                  autoComplete="off"
                  value={state.businessAccountId}
                  onChange={(e) =>
                    dispatch({ type: 'edit', field: 'businessAccountId', value: e.target.value })
                  }
                />
              )}
            </Field>
            <Field label="Page Access Token">
              {(ids) => (
                <Input
                  {...ids}
                  type="password"
                  autoComplete="off"
                  value={state.pageAccessToken}
                  onChange={(e) =>
                    dispatch({ type: 'edit', field: 'pageAccessToken', value: e.target.value })
                  }
                />
              )}
            </Field>
            {state.test === 'error' && state.message && <ErrorText role="alert">{state.message}</ErrorText>}
            <Actions>
              <Button type="submit" disabled={!canTestConnection(state)}>
                Test Connection
              </Button>
              <Button variant="ghost" onClick={() => dispatch({ type: 'back' })}>
                Back
              </Button>
            </Actions>
          </CredentialsForm>
        )}
        {view === 'testing' && <Spinner label="Testing the connection…" />}
        {view === 'success' && (
          <>
            <p>
              <strong>Successfully Connected</strong>
              {state.username && <> as @{state.username}</>}
            </p>
            <Actions>
              <Button onClick={() => window.location.reload()}>Done</Button>
            </Actions>
          </>
        )}
      </Body>
    </Card>
  );
}
