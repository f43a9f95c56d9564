import { ProductList } from '../../features/shop/components/product-list.tsx';
import { FeatureGate } from './feature-gate.tsx';
import { PageShell } from './page-shell.tsx';

export function ShopRoute() {
  return (
    <FeatureGate feature="products">
      <PageShell title="Shop" intro="Polishes, care and tools our artists love.">
        <ProductList />
      </PageShell>
    </FeatureGate>
  );
}
