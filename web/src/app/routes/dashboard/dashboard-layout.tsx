import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { usePopup } from '../../../hooks/use-popup.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { DashboardAccountMenu } from './dashboard-account-menu.tsx';
import { type StaffNavRights, staffNavFor } from './dashboard-nav.ts';

const Top = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 60,
  padding: '8px 16px',
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
}));

const Brand = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  marginRight: 'auto',
  minWidth: 0,
  fontFamily: theme.fonts.heading,
  fontWeight: 800,
  color: theme.colors.text,
  textDecoration: 'none',
  '.mark': {
    display: 'grid',
    placeItems: 'center',
    flex: '0 0 auto',
    width: 32,
    height: 32,
    borderRadius: 10,
    background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.accent})`,
    color: '#fff',
  },
  '.name': {
    display: 'none',
    [theme.mq.sm]: { display: 'inline', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
}));

const Body = styled.div(({ theme }) => ({
  display: 'grid',
  [theme.mq.md]: { gridTemplateColumns: '240px minmax(0, 1fr)' },
}));

const navLinks = ({ theme }: { theme: Theme }) => ({
  a: {
    display: 'block',
    padding: '10px 12px',
    borderRadius: theme.radius.sm,
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover': { background: '#F6F3F8' },
  },
  'a.active': { background: theme.colors.primarySoft, color: theme.colors.primaryDark, fontWeight: 600 },
});

const Sidebar = styled.nav((props) => ({
  display: 'none',
  [props.theme.mq.md]: {
    display: 'grid',
    alignContent: 'start',
    gap: 2,
    padding: 16,
    borderRight: `1px solid ${props.theme.colors.border}`,
    minHeight: 'calc(100vh - 60px)',
    position: 'sticky',
    top: 60,
    alignSelf: 'start',
  },
  ...navLinks(props),
}));

const MobileWrap = styled.div(({ theme }) => ({ position: 'relative', [theme.mq.md]: { display: 'none' } }));

const MenuButton = styled.button(({ theme }) => ({
  minHeight: 40,
  padding: '0 14px',
  border: `1.5px solid ${theme.colors.border}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.85rem',
  cursor: 'pointer',
}));

const MobileNav = styled.nav((props) => ({
  position: 'absolute',
  left: 0,
  top: 'calc(100% + 8px)',
  width: 'min(260px, calc(100vw - 32px))',
  display: 'grid',
  gap: 2,
  padding: 8,
  background: props.theme.colors.surface,
  border: `1px solid ${props.theme.colors.border}`,
  borderRadius: props.theme.radius.md,
  boxShadow: props.theme.shadow.raised,
  ...navLinks(props),
}));

const Content = styled.main(({ theme }) => ({
  minWidth: 0,
  padding: '20px 16px 48px',
  [theme.mq.md]: { padding: '28px 32px 56px' },
}));

function StaffLinks(rights: StaffNavRights) {
  return staffNavFor(rights).map((item) => (
    <NavLink key={item.to} to={item.to} end={item.end === true}>
      {item.label}
    </NavLink>
  ));
}

/**
 * The sidebar is hidden on small screens (spec §2); there the same links sit behind a
 * 'Sections' button in the top bar so every staff screen stays reachable on a phone.
 */
function MobileStaffNav(rights: StaffNavRights) {
  const { open, setOpen, id, wrap, triggerProps } = usePopup();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <MobileWrap ref={wrap}>
      <MenuButton {...triggerProps}>Sections</MenuButton>
      {open && (
        <MobileNav id={id} aria-label="Dashboard sections">
          <StaffLinks {...rights} />
        </MobileNav>
      )}
    </MobileWrap>
  );
}

/** Top bar for every role (spec §2): logo to '/', the staff sections on a phone, the account menu. */
function TopBar({ user, staff }: { user: User; staff: StaffNavRights | null }) {
  const name = usePublicSettings().settings.business_info.name;
  return (
    <Top>
      <Brand to="/" aria-label={`${name}, home`}>
        <span className="mark" aria-hidden="true">
          ✦
        </span>
        <span className="name">{name}</span>
      </Brand>
      {staff && <MobileStaffNav {...staff} />}
      <DashboardAccountMenu user={user} />
    </Top>
  );
}

/** The client's frame: top bar and content, no sidebar (spec §6). */
export function ClientLayout({ user, children }: { user: User; isOwner: boolean; children: ReactNode }) {
  return (
    <>
      <TopBar user={user} staff={null} />
      <Content>{children}</Content>
    </>
  );
}

/** The staff frame: top bar, sidebar (Overview on exact match, others by prefix) and content. */
export function StaffLayout({
  user,
  isOwner,
  readsBookings = true,
  managesBookings = true,
  viewsReports = isOwner,
  children,
}: {
  user: User;
  isOwner: boolean;
  readsBookings?: boolean;
  managesBookings?: boolean;
  viewsReports?: boolean;
  children: ReactNode;
}) {
  const rights = { isOwner, readsBookings, managesBookings, viewsReports };
  return (
    <>
      <TopBar user={user} staff={rights} />
      <Body>
        <Sidebar aria-label="Dashboard">
          <StaffLinks {...rights} />
        </Sidebar>
        <Content>{children}</Content>
      </Body>
    </>
  );
}
