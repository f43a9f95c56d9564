import styled from '@emotion/styled';
import {
  type Fulfilment,
  formatBookingPrice,
  type PlaceOrderRequest,
  priceOrder,
  type SettingsValues,
} from '@studio/domain';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { Input, TextAreaField } from '../../../components/field.tsx';
import { Muted } from '../../../components/layout.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { signInPathReturningTo } from '../../../utils/sign-in-redirect.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { type Cart, clearCart, setCartQuantity } from '../api/cart.ts';
import { placeOrder } from '../api/place-order.ts';

const CartNote = styled(Muted)({ marginBottom: 20 });

const CartCard = styled(Card)({ marginTop: 28 });

const Lines = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: '0 0 12px',
  padding: 0,
  display: 'grid',
  gap: 8,
  li: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '6px 12px',
    paddingBottom: 8,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  '.name': { flex: '1 1 160px', fontWeight: 600 },
  input: { width: 72 },
}));

const Totals = styled.dl({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '4px 16px',
  margin: '0 0 16px',
  dd: { margin: 0, textAlign: 'right' },
  '.total': { fontWeight: 700 },
});

const Choice = styled.fieldset({
  border: 0,
  padding: 0,
  margin: '0 0 12px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 20px',
  legend: { fontWeight: 600, marginBottom: 6, padding: 0 },
});

interface CartLine {
  product: Doc<'products'>;
  quantity: number;
}

function cartLines(cart: Cart, products: readonly Doc<'products'>[]): CartLine[] {
  return products.flatMap((product) => {
    const quantity = cart[product.id];
    return quantity ? [{ product, quantity }] : [];
  });
}

function TotalsList({
  lines,
  fulfilment,
  settings,
}: {
  lines: CartLine[];
  fulfilment: Fulfilment;
  settings: SettingsValues;
}) {
  const price = priceOrder(
    lines.map((l) => ({ unitPrice: l.product.price, quantity: l.quantity })),
    fulfilment,
    settings,
  );
  const money = (cents: number) => formatBookingPrice(cents / 100);
  return (
    <Totals aria-label="Order total">
      <dt>Subtotal</dt>
      <dd>{money(price.subtotalCents)}</dd>
      {price.taxRatePercent > 0 && (
        <>
          <dt>Tax ({price.taxRatePercent}%)</dt>
          <dd>{money(price.taxCents)}</dd>
        </>
      )}
      {fulfilment === 'shipping' && (
        <>
          <dt>Shipping</dt>
          <dd>{money(price.shippingCents)}</dd>
        </>
      )}
      <dt className="total">Total, paid at the studio</dt>
      <dd className="total">{money(price.totalCents)}</dd>
    </Totals>
  );
}

/**
 * Her cart under the products: quantities (up to the stock), the total as placeOrder will price
 * it, pickup or shipping when shipping is on, and Reserve. The server has the last word on stock.
 */
export function CartPanel(props: {
  uid: string;
  cart: Cart;
  products: readonly Doc<'products'>[];
  settings: SettingsValues;
}) {
  const { uid, settings } = props;
  const lines = cartLines(props.cart, props.products);
  const stale = Object.keys(props.cart).length - lines.length;
  const [fulfilment, setFulfilment] = useState<Fulfilment>('pickup');
  const [address, setAddress] = useState('');
  const [busy, whileBusy] = useBusy();
  const chosen: Fulfilment = settings.ecommerce_shipping_enabled ? fulfilment : 'pickup';

  const reserve = () =>
    whileBusy(async () => {
      const request: PlaceOrderRequest = {
        lines: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
        fulfilment: chosen,
        shippingAddress: chosen === 'shipping' ? address : null,
      };
      const placed = await writeWithToasts(() => placeOrder(request), {
        success: chosen === 'pickup' ? 'Reserved for pickup' : 'Order placed',
        successDescription: 'Pay at the studio. Follow your order in My Dashboard.',
        failed: 'Could not place the order',
      });
      if (placed) clearCart(uid);
    });

  return (
    <CartCard as="section" aria-labelledby="cart-title">
      <CardBody>
        <CardTitle id="cart-title">Your cart</CardTitle>
        {stale > 0 && <Muted>Items no longer sold were left out of your cart.</Muted>}
        {lines.length === 0 ? (
          <Muted>Your cart is empty. Add products above to reserve them for pickup.</Muted>
        ) : (
          <>
            <Lines>
              {lines.map(({ product, quantity }) => (
                <li key={product.id}>
                  <span className="name">{product.name}</span>
                  <Input
                    type="number"
                    min={1}
                    max={Math.max(1, product.stock_quantity)}
                    step={1}
                    aria-label={`Quantity of ${product.name}`}
                    value={quantity}
                    onChange={(e) => setCartQuantity(uid, product.id, Number(e.target.value) || 1)}
                  />
                  <span>{formatBookingPrice(product.price * quantity)}</span>
                  <Button size="sm" variant="ghost" onClick={() => setCartQuantity(uid, product.id, 0)}>
                    Remove<span className="visually-hidden"> {product.name}</span>
                  </Button>
                </li>
              ))}
            </Lines>
            {settings.ecommerce_shipping_enabled && (
              <Choice>
                <legend>How would you like it?</legend>
                {(['pickup', 'shipping'] as const).map((f) => (
                  <label key={f}>
                    <input
                      type="radio"
                      name="fulfilment"
                      checked={fulfilment === f}
                      onChange={() => setFulfilment(f)}
                    />{' '}
                    {f === 'pickup'
                      ? 'Pick up at the studio'
                      : `Ship it to me (+${formatBookingPrice(settings.ecommerce_shipping_fee)})`}
                  </label>
                ))}
              </Choice>
            )}
            {chosen === 'shipping' && (
              <TextAreaField
                label="Shipping address"
                rows={2}
                maxLength={300}
                value={address}
                onChange={(e) => setAddress(e.target.value)}
              />
            )}
            <TotalsList lines={lines} fulfilment={chosen} settings={settings} />
            <Button onClick={reserve} disabled={busy}>
              {chosen === 'pickup' ? 'Reserve for pickup' : 'Place order'}
            </Button>
          </>
        )}
      </CardBody>
    </CartCard>
  );
}

/** A signed-out visitor sees the shop and is asked to sign in to reserve. */
export function SignInToReserve() {
  return (
    <CartNote>
      Reserve products online and pay when you collect them at the studio.{' '}
      <ButtonLink size="sm" variant="outline" to={signInPathReturningTo('/shop')}>
        Sign in to reserve
      </ButtonLink>
    </CartNote>
  );
}
