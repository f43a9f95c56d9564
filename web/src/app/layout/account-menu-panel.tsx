import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { MenuPanel } from '../../components/menu-panel.tsx';
import { signOutWithToast } from '../../features/auth/components/sign-in-feedback.ts';

/**
 * What both account menus open (spec §2): her e-mail, a first link (Dashboard from the site, View
 * Store from the dashboard), Account settings, Two-step verification and Sign Out. Every choice
 * closes the menu; `afterSignOut` runs once she is signed out (the dashboard goes home).
 */
export function AccountMenuPanel(props: {
  id: string;
  email: string;
  /** The dashboard's menu is titled, with a rule under her e-mail. */
  heading?: string;
  first: { to: string; label: string };
  close: () => void;
  afterSignOut?: () => void;
}) {
  const auth = useAuth();
  const links = [props.first, ...accountLinks];
  return (
    <MenuPanel id={props.id}>
      {props.heading && <h2>{props.heading}</h2>}
      <p title={props.email}>{props.email}</p>
      {props.heading && <hr />}
      {links.map((link) => (
        <Link key={link.to} to={link.to} onClick={props.close}>
          {link.label}
        </Link>
      ))}
      <button
        type="button"
        onClick={async () => {
          props.close();
          if (await signOutWithToast(auth)) props.afterSignOut?.();
        }}
      >
        Sign Out
      </button>
    </MenuPanel>
  );
}

const accountLinks = [
  { to: '/dashboard/account', label: 'Account settings' },
  { to: '/dashboard/security', label: 'Two-step verification' },
];
