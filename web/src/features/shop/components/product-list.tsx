import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Grid } from '../../../components/layout.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useActiveProducts } from '../api/get-products.ts';
import { ProductCard } from './product-card.tsx';

function Products() {
  const { status, products } = useActiveProducts();
  if (status === 'loading') return <PageSpinner label="Loading products…" />;
  if (products.length === 0)
    return <EmptyState title="No products yet">Check back soon for new arrivals.</EmptyState>;
  // The cards are h3s, as in the home teasers; this keeps the outline h1 → h2 → h3.
  return (
    <>
      <h2 className="visually-hidden">{'Products'}</h2>
      <Grid min={230}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Grid>
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
