import { describe, expect, it } from 'vitest';
import { WithFirebase } from '../../../testing/firebase-providers.tsx';
import { category, material, service } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { AddOnsTab, formatOptionPrice } from '../components/add-ons-tab.tsx';
import { formatExtraMinutes, MaterialsTab } from '../components/materials-tab.tsx';
import { ServiceCard } from '../components/service-card.tsx';
import { ServiceCatalogTab } from '../components/service-catalog-tab.tsx';
import type { CatalogEditor } from '../components/use-catalog-editor.tsx';
import { cardMaterials, catalogSections, parseServiceNumber, toggleMessage } from '../utils/catalog-view.ts';

const mani = category();
const pedi = category({ id: 'cat-pedi', name: 'Pedicure', icon: '🦶', is_active: false });

describe('catalogSections', () => {
  it('puts services under their category, then unknown parents, then Uncategorized', () => {
    const services = [
      service({ id: 'a', parent_category: 'Manicure' }),
      service({ id: 'b', parent_category: null }),
      service({ id: 'c', parent_category: ' Nail Art ' }),
      service({ id: 'd', parent_category: 'Manicure' }),
      service({ id: 'e', parent_category: '' }),
    ];
    const sections = catalogSections([mani, pedi], services);
    expect(sections.map((s) => [s.title, s.category?.id ?? null, s.services.map((x) => x.id)])).toEqual([
      ['Manicure', 'cat-mani', ['a', 'd']],
      ['Pedicure', 'cat-pedi', []],
      ['Nail Art', null, ['c']],
      ['Uncategorized', null, ['b', 'e']],
    ]);
  });
});

describe('cardMaterials', () => {
  const list = ['m1', 'm2', 'm3', 'm4'].map((id) => material({ id }));
  list.splice(1, 0, material({ id: 'off', is_active: false }));

  it('offers the first three active materials of a service that chose none', () => {
    expect(cardMaterials(service(), list).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('offers the ones a service chose', () => {
    const chosen = service({ compatible_material_ids: ['m4', 'off', 'm2'] });
    expect(cardMaterials(chosen, list).map((m) => m.id)).toEqual(['m2', 'm4']);
  });
});

describe('parseServiceNumber', () => {
  it('keeps prices to the cent and minutes whole', () => {
    expect(parseServiceNumber('base_price', ' 42.555 ')).toBe(42.56);
    expect(parseServiceNumber('base_price', '0')).toBe(0);
    expect(parseServiceNumber('duration_minutes', '45')).toBe(45);
  });
  it('refuses blanks, negatives, fractions of minutes and values the rules refuse', () => {
    for (const text of ['', 'abc', '-1', '1e9']) expect(parseServiceNumber('base_price', text)).toBeNull();
    for (const text of ['', '12.5', '-5', '2000'])
      expect(parseServiceNumber('duration_minutes', text)).toBeNull();
  });
});

describe('switch wording', () => {
  it('says what the switch did (spec §8)', () => {
    const texts = { hidden: 'Service hidden', visible: 'Service visible' };
    expect(toggleMessage(texts, true)).toBe('Service visible');
    expect(toggleMessage(texts, false)).toBe('Service hidden');
  });
  it('formats minutes and option prices', () => {
    expect(formatExtraMinutes(15)).toBe('+15 min');
    expect(formatExtraMinutes(-5)).toBe('-5 min');
    expect(formatExtraMinutes(0)).toBe('no extra time');
    expect(formatOptionPrice(5)).toBe('+$5');
    expect(formatOptionPrice(0)).toBe('included');
    expect(formatOptionPrice(-2.5)).toBe('-$2.50');
  });
});

/** The screens render without the dialogs; the buttons' actions are tested end to end. */
const editor: CatalogEditor = { add() {}, edit() {}, remove() {}, move() {} };

describe('the catalogue screens', () => {
  it('shows a category with its switch state and an empty one', () => {
    const html = renderMarkup(
      <WithFirebase>
        <ServiceCatalogTab
          categories={[mani, pedi]}
          services={[service()]}
          canEdit
          editor={editor}
          renderService={(s) => <p key={s.id}>{s.name}</p>}
        />
      </WithFirebase>,
    );
    const text = textOf(html);
    expect(text).toContain(
      'Manicure Hands that turn heads. Visible Edit Delete ↑ ↓ Classic Manicure Add Base Service to Manicure',
    );
    expect(text).toContain(
      'Pedicure Hands that turn heads. Hidden Edit Delete ↑ ↓ No services available Add Base Service to Pedicure',
    );
    expect(html).toContain('role="switch"');
    expect(html).toContain('aria-checked="false"');
  });

  it('shows a service with price, minutes, fields, its materials and the add-ons placeholder', () => {
    const materials = [
      material(),
      material({ id: 'm2', name: 'Chrome', price_modifier: 10, price_modifier_type: 'percent' }),
    ];
    const html = renderMarkup(
      <WithFirebase>
        <ServiceCard
          service={service()}
          materials={materials}
          addOns={[]}
          canEdit={false}
          editor={editor}
          siblings={[service()]}
        />
      </WithFirebase>,
    );
    const text = textOf(html);
    expect(text).toContain('Classic Manicure $35 · 45 min');
    expect(text).toContain('Compatible Materials Gel +$10 Chrome +10%');
    expect(text).toContain('Compatible Add-ons No add-ons assigned yet');
    expect(html).toContain('value="35"');
    // Read-only for an account without the right: switch and fields disabled.
    expect(html).toMatch(/role="switch"[^>]*disabled/);
    expect(html).toMatch(
      /disabled="" title="Needs the “manage services” permission \(set by the owner\)"[^>]*>Edit Service/,
    );
  });

  it('lists materials with their badges', () => {
    const html = renderMarkup(
      <WithFirebase>
        <MaterialsTab
          materials={[material({ is_active: false, description: 'Soak-off gel' })]}
          canEdit
          editor={editor}
        />
      </WithFirebase>,
    );
    expect(textOf(html)).toContain('Gel Hidden');
    expect(textOf(html)).toContain('Soak-off gel Price: +$10 · Time: +15 min');
  });
});

describe('the Add-ons Library', () => {
  const addOn = {
    id: 'ao-1',
    service_id: 'svc-2',
    name: 'Nail Art',
    type: 'Design',
    is_required: false,
    is_active: true,
    display_order: 1,
    options: [
      { id: 'o1', label: 'One accent nail', price_modifier: 5 },
      { id: 'o2', label: 'Plain', price_modifier: 0 },
    ],
    allergens: [],
    free_of: [],
  };

  it('shows the first service with its add-ons, options and counts', () => {
    const services = [service({ id: 'svc-2', name: 'Gel Manicure' }), service()];
    const text = textOf(
      renderMarkup(
        <WithFirebase>
          <AddOnsTab services={services} addOns={[addOn]} canEdit editor={editor} />
        </WithFirebase>,
      ),
    );
    expect(text).toContain('Gel Manicure (1)');
    expect(text).toContain('Classic Manicure (0)');
    expect(text).toContain('Nail Art Design Optional Active');
    expect(text).toContain('One accent nail +$5 Plain included');
  });

  it('says when a service has no add-ons', () => {
    const text = textOf(
      renderMarkup(
        <WithFirebase>
          <AddOnsTab services={[service()]} addOns={[addOn]} canEdit editor={editor} />
        </WithFirebase>,
      ),
    );
    expect(text).toContain('No add-ons configured for this service yet');
  });
});
