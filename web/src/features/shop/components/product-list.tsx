import { maxOrderQuantity, type SettingsValues } from '@studio/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Grid } from '../../../components/layout.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useAuthSession } from '../../../lib/firebase/index.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { addToCart, useCart } from '../api/cart.ts';
import { useActiveProducts } from '../api/get-products.ts';
import { isOutOfStock } from '../utils/product-display.ts';
import { CartPanel, SignInToReserve } from './cart-panel.tsx';
import { ProductCard } from './product-card.tsx';

function AddToCart({ uid, product, inCart }: { uid: string; product: Doc<'products'>; inCart: number }) {
  const full = inCart >= Math.min(product.stock_quantity, maxOrderQuantity);
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={isOutOfStock(product) || full}
      onClick={() => addToCart(uid, product.id)}
    >
      {inCart > 0 ? `In cart (${inCart}) · Add one` : 'Add to cart'}
      <span className="visually-hidden"> {product.name}</span>
    </Button>
  );
}

/** With online ordering on, a signed-in client's cart; signed out, an invitation to sign in. */
function Ordering({ products }: { products: Doc<'products'>[] }) {
  const session = useAuthSession();
  const { settings } = usePublicSettings();
  if (session.status !== 'signed-in')
    return (
      <>
        {session.status === 'signed-out' && <SignInToReserve />}
        <ProductGrid products={products} />
      </>
    );
  return <SignedInShop uid={session.user.uid} products={products} settings={settings} />;
}

function SignedInShop(props: { uid: string; products: Doc<'products'>[]; settings: SettingsValues }) {
  const cart = useCart(props.uid);
  return (
    <>
      <ProductGrid
        products={props.products}
        action={(p) => <AddToCart uid={props.uid} product={p} inCart={cart[p.id] ?? 0} />}
      />
      <CartPanel uid={props.uid} cart={cart} products={props.products} settings={props.settings} />
    </>
  );
}

function ProductGrid(props: { products: Doc<'products'>[]; action?: (p: Doc<'products'>) => ReactNode }) {
  return (
    <Grid min={230}>
      {props.products.map((product) => (
        <ProductCard key={product.id} product={product} action={props.action?.(product)} />
      ))}
    </Grid>
  );
}

function Products() {
  const { status, data: products } = useActiveProducts();
  const ordering = usePublicSettings().settings.ecommerce_functionality_enabled;
  if (status === 'loading') return <PageSpinner label="Loading products…" />;
  if (products.length === 0)
    return <EmptyState title="No products yet">Check back soon for new arrivals.</EmptyState>;
  // The cards are h3s, as in the home teasers; this keeps the outline h1 → h2 → h3.
  return (
    <>
      <h2 className="visually-hidden">{'Products'}</h2>
      {ordering ? <Ordering products={products} /> : <ProductGrid products={products} />}
    </>
  );
}

/** The shop's products; a failed read shows a message instead of the page. */
export function ProductList() {
  return (
    <ErrorBoundary
      name="The shop"
      fallback={<EmptyState title="The shop could not be loaded">Please try again later.</EmptyState>}
    >
      <Products />
    </ErrorBoundary>
  );
}
