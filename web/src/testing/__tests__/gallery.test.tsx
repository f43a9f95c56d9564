/**
 * The public site's data-driven parts, rendered with demo-like data on one page. Set
 * WEB_GALLERY_OUT=<file.html> to write it out and look at it in a browser (the pages themselves
 * need a Firestore emulator that serves browsers to show data).
 */
import { writeFileSync } from 'node:fs';
import styled from '@emotion/styled';
import { describe, expect, it } from 'vitest';
import { Container, Grid, Section } from '../../components/layout.tsx';
import { PostCard } from '../../features/blog/components/post-card.tsx';
import { CategoryStep } from '../../features/booking/components/category-step.tsx';
import { DetailsStep } from '../../features/booking/components/details-step.tsx';
import { SubmittedStep } from '../../features/booking/components/submitted-step.tsx';
import { CategoryCard } from '../../features/catalog/components/category-card.tsx';
import { ProductCard } from '../../features/shop/components/product-card.tsx';
import { category, material, post, product, service } from '../fixtures.ts';
import { renderMarkup, textOf } from '../render-markup.tsx';

const NarrowSection = styled(Section)({ maxWidth: 720 });

const services = [
  service({ id: 's1', name: 'Classic Manicure' }),
  service({ id: 's2', name: 'Gel Manicure', subcategory: 'Gel', base_price: 45, duration_minutes: 60 }),
  service({
    id: 's3',
    name: 'Spa Pedicure',
    parent_category: 'Pedicure',
    subcategory: null,
    base_price: 55,
    description:
      'A long soak, exfoliation, massage and polish; our most relaxing treatment, perfect after a long week on your feet.',
  }),
];
const materials = [
  material(),
  material({ id: 'm2', name: 'Chrome', price_modifier: 15, price_modifier_type: 'percent' }),
  material({ id: 'm3', name: 'Regular', price_modifier: 0 }),
];
const ctx = {
  timeZone: 'America/New_York' as const,
  leadTimeHours: 24,
  now: new Date('2026-12-01T15:30:00Z'),
  blocks: [1, 2, 3, 4, 5, 6].map((day) => ({
    day_of_week: day,
    start_time: '09:00',
    end_time: '17:00',
    is_active: true,
  })),
  blocked: [
    { start_datetime: new Date('2026-12-10T05:00:00Z'), end_datetime: new Date('2026-12-11T05:00:00Z') },
  ],
  maxAdvanceDays: 60,
};
const noop = () => {};

function Gallery() {
  return (
    <Container>
      <Section>
        <Grid min={300}>
          <CategoryCard category={category()} services={services} materials={materials} addOns={[]} />
          <CategoryCard
            category={category({ id: 'c2', name: 'Pedicure', icon: '🦶', description: 'Happy feet.' })}
            services={services}
            materials={materials}
            addOns={[]}
          />
          <CategoryCard
            category={category({ id: 'c3', name: 'Waxing', icon: '✨' })}
            services={services}
            materials={[]}
            addOns={[]}
          />
        </Grid>
      </Section>
      <Section>
        <Grid min={220}>
          <ProductCard product={product()} />
          <ProductCard
            product={product({
              id: 'p2',
              name: 'Ruby Polish',
              featured: false,
              compare_at_price: null,
              stock_quantity: 0,
              category: 'polish',
            })}
          />
        </Grid>
      </Section>
      <Section>
        <Grid min={280}>
          <PostCard post={post()} />
          <PostCard
            post={post({
              id: 'b2',
              title: 'Spring Colour Trends',
              slug: 'spring',
              category: 'Trends',
              read_time_minutes: null,
            })}
          />
        </Grid>
      </Section>
      <NarrowSection>
        <CategoryStep selected={null} onChoose={noop} />
      </NarrowSection>
      <NarrowSection>
        <DetailsStep
          values={{
            preferredDate: '2026-12-02',
            preferredTime: '14:00',
            instagramHandle: '@jane.nails',
            clientNotes: '',
          }}
          ctx={ctx}
          clientId="client-jane"
          category="manicure"
          submitting={false}
          onChange={noop}
          onBack={noop}
          onSubmit={noop}
        />
      </NarrowSection>
      <NarrowSection>
        <SubmittedStep
          summary={{
            category: 'manicure',
            serviceName: 'Gel Manicure',
            preferredDate: '2026-12-02',
            preferredTime: '14:00',
            instagramHandle: 'jane.nails',
            clientNotes: 'Short, pink',
          }}
          timeZone="America/New_York"
          onReset={noop}
        />
      </NarrowSection>
    </Container>
  );
}

describe('the component gallery', () => {
  const html = renderMarkup(<Gallery />);

  it('renders the wizard with closed Sundays and the blocked day disabled, and its summary', () => {
    expect(html).toMatch(
      /<button[^>]*aria-disabled="true"[^>]*aria-label="Sunday, December 6, unavailable, studio closed"/,
    );
    expect(html).toMatch(
      // A blocked day is closed, not full (issue 29); aria-disabled keeps it focusable in the grid.
      /<button[^>]*aria-disabled="true"[^>]*aria-label="Thursday, December 10, unavailable, studio closed that day"/,
    );
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*aria-label="Wednesday, December 2, available"/);
    expect(html).toMatch(/<button[^>]*aria-label="Previous month" disabled=""/);
    expect(textOf(html)).toContain('Interest Submitted!');
    // The studio's zone is named when the machine's clock is elsewhere (issue 14).
    expect(textOf(html)).toMatch(
      /Service Gel Manicure Date Wednesday, December 2, 2026 Time 2:00 PM( EST)? Instagram @jane.nails Requests Short, pink/,
    );
    expect(textOf(html)).toMatch(
      /Manicure Hands, polish, gel, nail art .*Pedicure Feet, soak, polish, care .*I Don't Know/,
    );
  });

  it('offers the nine hourly slots from 9:00 AM to 5:00 PM', () => {
    const slots = [...html.matchAll(/aria-pressed="(?:true|false)" aria-label="(\d{1,2}:00 [AP]M)/g)].map(
      (m) => m[1],
    );
    expect(slots).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
  });

  it('writes the page when asked', () => {
    const out = process.env.WEB_GALLERY_OUT;
    if (out) {
      const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Component gallery</title><style>body{margin:0;font-family:Inter,system-ui,sans-serif;background:#FCFAFD;color:#1F1A24}*{box-sizing:border-box}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}</style></head><body><main><h1 class="visually-hidden">Component gallery</h1>${html}</main></body></html>`;
      writeFileSync(out, page);
    }
    expect(html.length).toBeGreaterThan(1000);
  });
});
