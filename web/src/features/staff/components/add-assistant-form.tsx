import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { InputField } from '../../../components/field.tsx';
import { useBusySubmit } from '../../../hooks/use-busy.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { setUserRole } from '../api/set-user-role.ts';

const Form = styled.form({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: 12,
  '> :first-child': { flex: '1 1 240px' },
});

/** Makes an existing account an assistant, found by the e-mail she signed up with. */
export function AddAssistantForm() {
  const [email, setEmail] = useState('');
  const { busy, onSubmit } = useBusySubmit(async () => {
    const added = await writeWithToasts(() => setUserRole({ email: email.trim() }, 'assistant'), {
      success: 'Assistant added',
      successDescription: `${email.trim()} now sees the staff dashboard.`,
      failed: 'Could not add the assistant',
    });
    if (added) setEmail('');
  });
  return (
    <Form onSubmit={onSubmit} aria-label="Add an assistant" noValidate>
      <InputField
        label="Email of her account"
        hint="She signs up on the site first; her account then becomes an assistant's."
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" disabled={busy || email.trim() === ''}>
        {busy ? 'Adding...' : 'Add assistant'}
      </Button>
    </Form>
  );
}
