import { PageSpinner } from '../../components/spinner.tsx';
import { live } from '../../lib/firebase/index.ts';
import { FeatureGate } from './feature-gate.tsx';
import { PageShell } from './page-shell.tsx';
import { publicPages } from './public-pages.ts';

// Reads Firestore: comes with the Firebase chunk; the page's frame is drawn (and prerendered) without it.
const ProductList = live(
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
