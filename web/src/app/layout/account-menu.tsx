import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Button } from '../../components/button.tsx';
import { MenuPanel } from '../../components/menu-panel.tsx';
import { signOutWithToast } from '../../features/auth/components/sign-in-feedback.ts';
import { CartLink } from './cart-link.tsx';

const Wrap = styled.div({ position: 'relative' });

/**
 * Signed in: 'Account' opens Dashboard and Sign Out (spec §2), with Account settings and Two-step verification between
 * them; Escape or a click outside closes.
 */
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
    <>
      <CartLink uid={user.uid} />
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
          <MenuPanel id={menuId}>
            <p title={user.email ?? undefined}>{user.email}</p>
            <Link to="/dashboard" onClick={() => setOpen(false)}>
              Dashboard
            </Link>
            <Link to="/dashboard/account" onClick={() => setOpen(false)}>
              Account settings
            </Link>
            <Link to="/dashboard/security" onClick={() => setOpen(false)}>
              Two-step verification
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
          </MenuPanel>
        )}
      </Wrap>
    </>
  );
}
