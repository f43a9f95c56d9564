import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { usePopup } from '../../../hooks/use-popup.ts';
import { AccountMenuPanel } from '../../layout/account-menu-panel.tsx';

const Wrap = styled.div({ position: 'relative', minWidth: 0 });

const Trigger = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: '100%',
  minHeight: 40,
  padding: '4px 12px 4px 4px',
  border: `1.5px solid ${theme.colors.border}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: '0.85rem',
  cursor: 'pointer',
  '&:hover': { borderColor: theme.colors.primary },
  '.avatar': {
    display: 'grid',
    placeItems: 'center',
    flex: '0 0 auto',
    width: 30,
    height: 30,
    borderRadius: '50%',
    background: theme.colors.primarySoft,
    color: theme.colors.primaryDark,
    fontWeight: 700,
    textTransform: 'uppercase',
  },
  '.email': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
}));

/**
 * The dashboard's account menu (spec §2): the user's e-mail opens 'My Account' with View Store
 * (to '/'), Account settings, Two-step verification and Sign Out (signs out, then goes to '/').
 */
export function DashboardAccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const { open, setOpen, id: menuId, wrap, triggerProps } = usePopup();
  const email = user.email ?? 'Account';
  return (
    <Wrap ref={wrap}>
      <Trigger {...triggerProps}>
        <span className="avatar" aria-hidden="true">
          {email.slice(0, 1)}
        </span>
        <span className="email">{email}</span>
      </Trigger>
      {open && (
        <AccountMenuPanel
          id={menuId}
          email={email}
          heading="My Account"
          first={{ to: '/', label: 'View Store' }}
          close={() => setOpen(false)}
          afterSignOut={() => navigate('/')}
        />
      )}
    </Wrap>
  );
}
