import { describe, expect, it } from 'vitest';
import { addOn, category, material, service } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { CategoryCard } from '../components/category-card.tsx';
import { categoryGroups, toggleGroup } from '../utils/category-services.ts';

const services = [
  service({ id: 's1', name: 'Classic Manicure', subcategory: 'Classic', base_price: 35 }),
  service({
    id: 's2',
    name: 'Gel Manicure',
    subcategory: 'Gel',
    show_starting_price: false,
    duration_minutes: 60,
  }),
  service({ id: 's3', name: 'French Tips', subcategory: 'Classic' }),
  service({ id: 's4', name: 'Paraffin Dip', subcategory: null }),
  service({ id: 's5', name: 'Spa Pedicure', parent_category: 'Pedicure' }),
];

describe('grouping a category card', () => {
  it("takes the category's services by name and groups them by subcategory, Other last", () => {
    const groups = categoryGroups(services, 'Manicure');
    expect(groups.map((g) => [g.name, g.services.length])).toEqual([
      ['Classic', 2],
      ['Gel', 1],
      ['Other', 1],
    ]);
  });

  it('keeps one group open at a time', () => {
    expect(toggleGroup(null, 'Gel')).toBe('Gel');
    expect(toggleGroup('Classic', 'Gel')).toBe('Gel');
    expect(toggleGroup('Gel', 'Gel')).toBeNull();
  });
});

describe('a category card', () => {
  const html = renderMarkup(
    <CategoryCard
      category={category()}
      services={services}
      materials={[
        material(),
        material({ id: 'm2', name: 'Chrome', price_modifier: 15, price_modifier_type: 'percent' }),
        material({ id: 'm3', name: 'Regular', price_modifier: 0 }),
      ]}
      addOns={[]}
    />,
  );
  const text = textOf(html);

  it('shows the icon, name and description', () => {
    expect(text).toContain('💅 Manicure Hands that turn heads.');
  });

  it('lists the groups with their counts, the first open and the others collapsed', () => {
    expect(text).toMatch(/Classic 2 .*Gel 1 .*Other 1/);
    expect(html.match(/<button[^>]*aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/<button[^>]*aria-expanded="false"/g)).toHaveLength(2);
    expect(html.match(/<ul[^>]*hidden=""/g)).toHaveLength(2);
  });

  it('gives each service a Book link to the wizard with its id', () => {
    expect(html).toContain('href="/booking?service=s1"');
    expect(html).toContain('href="/booking?service=s4"');
    expect(html).not.toContain('service=s5');
  });

  it('shows the starting price only when the service says so, and the duration', () => {
    expect(text).toContain('Classic Manicure Shape, cuticle care and polish. From $35 45 min');
    expect(text).toContain('Gel Manicure Shape, cuticle care and polish. 60 min');
  });

  it('lists the materials with their add-on, flat as +$ and otherwise +%, none when zero', () => {
    expect(text).toContain('Gel +$10');
    expect(text).toContain('Chrome +15%');
    expect(text).toMatch(/Regular Browse/);
  });

  it("offers 'Browse {category}'", () => {
    expect(text).toContain('Browse Manicure');
  });

  it("says 'No services available' for an empty category", () => {
    expect(
      textOf(
        renderMarkup(
          <CategoryCard
            category={category({ name: 'Waxing' })}
            services={services}
            materials={[]}
            addOns={[]}
          />,
        ),
      ),
    ).toContain('No services available');
  });
});

describe('compatible materials and add-ons on the card', () => {
  const gel = material({ id: 'gel', name: 'Gel', price_modifier: 10 });
  const chrome = material({
    id: 'chrome',
    name: 'Chrome',
    price_modifier: 15,
    price_modifier_type: 'percent',
  });
  const acrylic = material({ id: 'acrylic', name: 'Acrylic', price_modifier: 20 });
  const chosen = [
    service({ id: 's1', name: 'Gel Manicure', compatible_material_ids: ['gel', 'chrome'] }),
    service({ id: 's2', name: 'Classic Manicure', compatible_material_ids: ['chrome'] }),
  ];
  const text = textOf(
    renderMarkup(
      <CategoryCard
        category={category()}
        services={chosen}
        materials={[gel, chrome, acrylic]}
        addOns={[
          addOn({ service_id: 's1', name: 'Nail Shape' }),
          addOn({ id: 'a2', service_id: 's1', name: 'Hidden Art', is_active: false }),
          addOn({ id: 'a3', service_id: 's9', name: 'Massage' }),
        ]}
      />,
    ),
  );

  it('shows under each service the materials it chose and its active add-ons', () => {
    expect(text).toContain(
      'Gel Manicure Shape, cuticle care and polish. From $35 45 min Materials: Gel +$10, Chrome +15% Add-ons: Nail Shape',
    );
    expect(text).toContain(
      'Classic Manicure Shape, cuticle care and polish. From $35 45 min Materials: Chrome +15% Book',
    );
    expect(text).not.toContain('Hidden Art');
    expect(text).not.toContain('Massage');
  });

  it('lists for the category only the materials one of its services takes', () => {
    expect(text).toContain('Gel +$10');
    expect(text).not.toContain('Acrylic');
  });
});
