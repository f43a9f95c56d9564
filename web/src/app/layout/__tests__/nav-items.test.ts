import { addressLines } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { footerQuickLinks, headerNavItems } from '../nav-items.ts';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('navigation follows the feature toggles', () => {
  it('shows Shop and Blog while their toggles are on', () => {
    expect(labels(headerNavItems({ products: true, blog: true }))).toEqual(['Services', 'Shop', 'Blog']);
    expect(labels(footerQuickLinks({ products: true, blog: true }))).toEqual([
      'Services',
      'Book Appointment',
      'Shop',
      'Blog',
    ]);
  });

  it('hides each one when its toggle is off', () => {
    expect(labels(headerNavItems({ products: false, blog: true }))).toEqual(['Services', 'Blog']);
    expect(labels(headerNavItems({ products: true, blog: false }))).toEqual(['Services', 'Shop']);
    expect(labels(footerQuickLinks({ products: false, blog: false }))).toEqual([
      'Services',
      'Book Appointment',
    ]);
  });

  it('makes Services a home-page anchor', () => {
    expect(headerNavItems({ products: false, blog: false })[0]).toMatchObject({
      to: '/#services',
      anchor: 'services',
    });
  });
});

describe('the footer', () => {
  it('builds the address from the location settings, leaving out empty parts', () => {
    const full = {
      location_address_line1: '12 Main St',
      location_city: 'Springfield',
      location_state: 'IL',
      location_zip: '62701',
    };
    expect(addressLines(full)).toEqual(['12 Main St', 'Springfield, IL 62701']);
    expect(addressLines({ ...full, location_address_line1: '', location_state: '' })).toEqual([
      'Springfield 62701',
    ]);
    expect(
      addressLines({ location_address_line1: '', location_city: '', location_state: '', location_zip: '' }),
    ).toEqual([]);
  });
});
