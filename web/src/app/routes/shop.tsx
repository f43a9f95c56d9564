import { PageSpinner } from '../../components/spinner.tsx';
import { publicSection } from '../../lib/firebase/index.ts';
import { FeatureGate } from './feature-gate.tsx';
import { PageShell } from './page-shell.tsx';
import { publicPages } from './public-pages.ts';

// Reads public collections (publicSection); the page's frame is drawn (and prerendered) without them.
const ProductList = publicSection(
  () => import('../../features/shop/components/product-list.tsx').then((m) => m.ProductList),
  <PageSpinner label="Loading products…" />,
);

export function ShopRoute() {
  return (
    <PageShell title={publicPages.shop.title} intro={publicPages.shop.description}>
      <FeatureGate feature="products" pending={<PageSpinner label="Loading products…" />}>
        <ProductList />
      </FeatureGate>
    </PageShell>
  );
}
