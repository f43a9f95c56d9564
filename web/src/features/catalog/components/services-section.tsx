import styled from '@emotion/styled';
import { ButtonLink } from '../../../components/button.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Container, Eyebrow, Section, SectionHeading } from '../../../components/layout.tsx';
import { publicSection } from '../../../lib/firebase/index.ts';
import { CatalogPlaceholders } from './catalog-placeholders.tsx';

const Actions = styled.div({ display: 'flex', justifyContent: 'center', marginTop: 32 });

// Reads public collections (publicSection): the placeholders show until they are read.
const CatalogGrid = publicSection(
  () => import('./catalog-grid.tsx').then((m) => m.CatalogGrid),
  <CatalogPlaceholders />,
);

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
