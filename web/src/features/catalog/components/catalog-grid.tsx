import { EmptyState } from '../../../components/empty-state.tsx';
import { Grid } from '../../../components/layout.tsx';
import { useCatalog } from '../api/get-catalog.ts';
import { CatalogPlaceholders } from './catalog-placeholders.tsx';
import { CategoryCard } from './category-card.tsx';

/** The live catalogue: one card per active category, from four queries (get-catalog.ts). */
export function CatalogGrid() {
  const { status, data: catalog } = useCatalog();
  if (status === 'loading') return <CatalogPlaceholders />;
  if (catalog.categories.length === 0) {
    return (
      <EmptyState title="Our service menu is on its way">
        <p>Book now and tell us what you'd like; we'll take it from there.</p>
      </EmptyState>
    );
  }
  return (
    <Grid min={300}>
      {catalog.categories.map((category) => (
        <CategoryCard
          key={category.id}
          category={category}
          services={catalog.services}
          materials={catalog.materials}
          addOns={catalog.addOns}
        />
      ))}
    </Grid>
  );
}
