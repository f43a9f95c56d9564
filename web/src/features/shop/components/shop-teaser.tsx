import styled from '@emotion/styled';
import { ButtonLink } from '../../../components/button.tsx';
import { Container, Eyebrow, Grid, Section, SectionHeading } from '../../../components/layout.tsx';
import { useFeaturedProducts } from '../api/get-products.ts';
import { ProductCard } from './product-card.tsx';

const Actions = styled.div({ display: 'flex', justifyContent: 'center', marginTop: 28 });

/**
 * The home shop teaser (id shop): the real featured products, up to four. With none (or while
 * loading) it shows nothing rather than sample products.
 */
export function ShopTeaser() {
  const { data: products } = useFeaturedProducts(4);
  if (products.length === 0) return null;
  return (
    <Section id="shop" aria-labelledby="shop-title">
      <Container>
        <SectionHeading>
          <Eyebrow>Shop</Eyebrow>
          <h2 id="shop-title">Take the salon home</h2>
          <p>Our favourite polishes, care and tools, picked by our artists.</p>
        </SectionHeading>
        <Grid min={220}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </Grid>
        <Actions>
          <ButtonLink to="/shop" variant="outline">
            Visit the Shop
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}
