import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Button } from '../../components/button.tsx';
import { signOutWithToast } from '../../features/auth/api/sign-out.ts';

const Wrap = styled.div({ position: 'relative' });

const Menu = styled.div(({ theme }) => ({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: 220,
  padding: 8,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  zIndex: 30,
  p: {
    margin: '4px 8px 8px',
    fontSize: '0.8rem',
    color: theme.colors.muted,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  'a, button': {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    padding: '10px 12px',
    border: 0,
    borderRadius: theme.radius.sm,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { background: theme.colors.primarySoft },
  },
}));

/** Signed in: 'Account' opens Dashboard and Sign Out (spec §2); Escape or a click outside closes. */
export function AccountMenu({ user }: { user: User }) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <Wrap ref={wrap}>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        Account
      </Button>
      {open && (
        <Menu id={menuId}>
          <p title={user.email ?? undefined}>{user.email}</p>
          <Link to="/dashboard" onClick={() => setOpen(false)}>
            Dashboard
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void signOutWithToast(auth);
            }}
          >
            Sign Out
          </button>
        </Menu>
      )}
    </Wrap>
  );
}
