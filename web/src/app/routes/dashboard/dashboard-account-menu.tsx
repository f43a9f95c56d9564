import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { MenuPanel } from '../../../components/menu-panel.tsx';
import { signOutWithToast } from '../../../features/auth/components/sign-in-feedback.ts';
import { usePopup } from './use-popup.ts';

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
  const auth = useAuth();
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
        <MenuPanel id={menuId}>
          <h2>My Account</h2>
          <p title={email}>{email}</p>
          <hr />
          <Link to="/" onClick={() => setOpen(false)}>
            View Store
          </Link>
          <Link to="/dashboard/account" onClick={() => setOpen(false)}>
            Account settings
          </Link>
          <Link to="/dashboard/security" onClick={() => setOpen(false)}>
            Two-step verification
          </Link>
          <button
            type="button"
            onClick={async () => {
              setOpen(false);
              if (await signOutWithToast(auth)) navigate('/');
            }}
          >
            Sign Out
          </button>
        </MenuPanel>
      )}
    </Wrap>
  );
}
