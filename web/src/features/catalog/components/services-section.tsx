import styled from '@emotion/styled';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Container, Eyebrow, Grid, Section, SectionHeading } from '../../../components/layout.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useCatalog } from '../api/get-catalog.ts';
import { CategoryCard } from './category-card.tsx';

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

const Actions = styled.div({ display: 'flex', justifyContent: 'center', marginTop: 32 });

function CatalogGrid() {
  const { status, catalog } = useCatalog();
  if (status === 'loading') {
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
        />
      ))}
    </Grid>
  );
}

/** The home page's services (anchor id services): one card per active category (spec §2). */
export function ServicesSection() {
  return (
    <Section id="services" aria-labelledby="services-title">
      <Container>
        <SectionHeading>
          <Eyebrow>Our Services</Eyebrow>
          <h2 id="services-title">Pampering for hands and feet</h2>
          <p>From a quick polish to full sets and nail art, pick what you love and book in minutes.</p>
        </SectionHeading>
        <ErrorBoundary
          name="The service catalogue"
          fallback={<p role="alert">We could not load our services right now. Please try again later.</p>}
        >
          <CatalogGrid />
        </ErrorBoundary>
        <Actions>
          <ButtonLink to="/booking" size="lg">
            Book Now
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}
