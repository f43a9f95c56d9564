import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Container } from '../../components/layout.tsx';
import { live, useAuthSession } from '../../lib/firebase/index.ts';
import { useFeatureToggles, usePublicSettings } from '../../utils/public-settings.tsx';
import { headerNavItems } from './nav-items.ts';
import { NavLinkItem } from './nav-link.tsx';

// Shown to signed-in users only, who have the Firebase chunk already.
const AccountMenu = live(() => import('./account-menu.tsx').then((m) => m.AccountMenu));

const Bar = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: 'rgba(255, 255, 255, 0.88)',
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const Row = styled.div({ display: 'flex', alignItems: 'center', gap: 16, minHeight: 64 });

const Brand = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  fontFamily: theme.fonts.heading,
  fontWeight: 800,
  fontSize: '1.2rem',
  color: theme.colors.text,
  textDecoration: 'none',
  marginRight: 'auto',
  span: {
    display: 'grid',
    placeItems: 'center',
    width: 34,
    height: 34,
    borderRadius: 10,
    background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.accent})`,
    color: '#fff',
    fontSize: '1rem',
  },
}));

const DesktopNav = styled.nav(({ theme }) => ({
  display: 'none',
  [theme.mq.md]: { display: 'flex', alignItems: 'center', gap: 4 },
  a: {
    padding: '8px 12px',
    borderRadius: theme.radius.pill,
    color: theme.colors.text,
    fontWeight: 500,
    textDecoration: 'none',
    '&:hover': { background: theme.colors.primarySoft },
  },
}));

const DesktopActions = styled.div(({ theme }) => ({
  display: 'none',
  [theme.mq.md]: { display: 'flex', alignItems: 'center', gap: 8 },
}));

const MenuToggle = styled(Button)(({ theme }) => ({ [theme.mq.md]: { display: 'none' } }));

const MobilePanel = styled.nav(({ theme }) => ({
  borderTop: `1px solid ${theme.colors.border}`,
  padding: '12px 0 20px',
  display: 'grid',
  gap: 4,
  [theme.mq.md]: { display: 'none' },
  '.nav-item': {
    padding: '12px 8px',
    borderRadius: theme.radius.sm,
    color: theme.colors.text,
    fontWeight: 500,
    textDecoration: 'none',
    '&:hover': { background: theme.colors.primarySoft },
  },
}));

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** Sign In when signed out, the Account menu when signed in; nothing while the session loads. */
function AuthAction({ onNavigate }: { onNavigate?: () => void }) {
  const session = useAuthSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <ButtonLink to="/auth" variant="outline" size="sm" onClick={onNavigate}>
        Sign In
      </ButtonLink>
    );
  }
  return <AccountMenu user={session.user} />;
}

export function Header() {
  const toggles = useFeatureToggles();
  const { settings } = usePublicSettings();
  const items = headerNavItems(toggles);
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();
  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change on purpose
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  const close = () => setMenuOpen(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the mobile menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <Bar>
      <Container>
        <Row>
          <Brand to="/" aria-label={`${settings.business_info.name}, home`}>
            <span aria-hidden="true">✦</span>
            {settings.business_info.name}
          </Brand>
          <DesktopNav aria-label="Main">
            {items.map((item) => (
              <NavLinkItem key={item.to} item={item} />
            ))}
          </DesktopNav>
          <DesktopActions>
            <ButtonLink to="/booking" size="sm">
              Book Now
            </ButtonLink>
            <AuthAction />
          </DesktopActions>
          <MenuToggle
            ref={toggleRef}
            variant="ghost"
            size="sm"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </MenuToggle>
        </Row>
        {menuOpen && (
          <MobilePanel id={panelId} aria-label="Mobile">
            {items.map((item) => (
              <NavLinkItem key={item.to} item={item} onNavigate={close} className="nav-item" />
            ))}
            <ButtonLink to="/booking" block onClick={close}>
              Book Now
            </ButtonLink>
            <AuthAction onNavigate={close} />
          </MobilePanel>
        )}
      </Container>
    </Bar>
  );
}
