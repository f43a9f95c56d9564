import styled from '@emotion/styled';
import { useState } from 'react';
import { Card } from '../../../components/card.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const Shell = styled(Card)({ width: '100%', maxWidth: 440, margin: '0 auto', padding: '28px 20px' });

const Title = styled.h1(({ theme }) => ({
  fontFamily: theme.fonts.heading,
  fontSize: '1.6rem',
  textAlign: 'center',
  margin: '0 0 4px',
}));

const Sub = styled.p(({ theme }) => ({ textAlign: 'center', color: theme.colors.muted, margin: '0 0 20px' }));

type AuthTab = 'sign-in' | 'sign-up';

/** 'Account Access' with the 'Sign In' and 'Sign Up' tabs (spec §2). */
export function AuthCard() {
  const [tab, setTab] = useState<AuthTab>('sign-in');
  return (
    <Shell>
      <Title>Account Access</Title>
      <Sub>Sign in to book, or create an account in a minute.</Sub>
      <Tabs<AuthTab>
        label="Account Access"
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'sign-in', label: 'Sign In', panel: <SignInForm /> },
          { key: 'sign-up', label: 'Sign Up', panel: <SignUpForm /> },
        ]}
      />
    </Shell>
  );
}
