import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { Button } from '../../components/button.tsx';
import { usePopup } from '../../hooks/use-popup.ts';
import { AccountMenuPanel } from './account-menu-panel.tsx';
import { CartLink } from './cart-link.tsx';

const Wrap = styled.div({ position: 'relative' });

/**
 * Signed in: 'Account' opens Dashboard, Account settings, Two-step verification and Sign Out
 * (spec §2); Escape (focus back on the button) or a click outside closes.
 */
export function AccountMenu({ user }: { user: User }) {
  const { open, setOpen, id, wrap, triggerProps } = usePopup();
  return (
    <>
      <CartLink uid={user.uid} />
      <Wrap ref={wrap}>
        <Button variant="outline" size="sm" {...triggerProps}>
          Account
        </Button>
        {open && (
          <AccountMenuPanel
            id={id}
            email={user.email ?? ''}
            first={{ to: '/dashboard', label: 'Dashboard' }}
            close={() => setOpen(false)}
          />
        )}
      </Wrap>
    </>
  );
}
