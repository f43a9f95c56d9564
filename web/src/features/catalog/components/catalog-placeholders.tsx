import styled from '@emotion/styled';
import { Card } from '../../../components/card.tsx';
import { Grid } from '../../../components/layout.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';

const Placeholder = styled(Card)({ padding: 20, display: 'grid', gap: 12 });

function PlaceholderCard() {
  return (
    <Placeholder>
      <Skeleton h={48} w={48} />
      <Skeleton h={22} w="60%" />
      <Skeleton h={14} />
      <Skeleton h={40} />
      <Skeleton h={40} />
      <Skeleton h={44} />
    </Placeholder>
  );
}

/** Four placeholder cards while the catalogue loads (spec §2). */
export function CatalogPlaceholders() {
  return (
    <Grid min={300} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading services…
      </span>
      {[0, 1, 2, 3].map((n) => (
        <PlaceholderCard key={n} />
      ))}
    </Grid>
  );
}
