import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { type Cart, useCart } from '../../features/shop/api/cart.ts';
import { useFeatureToggles } from '../../utils/public-settings.tsx';

const Pill = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 36,
  padding: '0 12px',
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  fontWeight: 600,
  fontSize: '0.9rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '.count': {
    minWidth: 22,
    padding: '0 6px',
    borderRadius: theme.radius.pill,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    textAlign: 'center',
  },
}));

/** How many items the cart holds (a product bought twice counts twice). */
export function cartItemCount(cart: Cart): number {
  return Object.values(cart).reduce((sum, quantity) => sum + quantity, 0);
}

/**
 * The header's way back to her cart, with its count, while the cart holds something and the shop
 * is on. It comes with the Account menu's chunk (a signed-in session): the first load of a
 * visitor's page does not carry it.
 */
export function CartLink({ uid, onNavigate }: { uid: string; onNavigate?: (() => void) | undefined }) {
  const count = cartItemCount(useCart(uid));
  const { products } = useFeatureToggles();
  if (!products || count === 0) return null;
  const items = `${count} item${count === 1 ? '' : 's'}`;
  return (
    <Pill to="/shop" onClick={onNavigate} aria-label={`Cart, ${items}`}>
      Cart <span className="count">{count}</span>
    </Pill>
  );
}
