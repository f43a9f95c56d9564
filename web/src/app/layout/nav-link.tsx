import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { type NavItem, scrollToSection } from './nav-items.ts';

/**
 * A header or footer link. Anchors on the home page scroll smoothly; from another page they go
 * home first and the home page scrolls to the hash once its sections are there.
 */
export function NavLinkItem(props: {
  item: NavItem;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const { item, onNavigate } = props;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!item.anchor || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (pathname === '/' && scrollToSection(item.anchor)) {
      window.history.replaceState(window.history.state, '', `#${item.anchor}`);
    } else {
      navigate(item.to);
    }
  };
  return (
    <Link to={item.to} className={props.className} onClick={onClick}>
      {props.children ?? item.label}
    </Link>
  );
}
