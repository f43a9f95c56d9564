import type { BookingInterestCategory } from '../enums/catalog.ts';

/**
 * The interest category of a service (spec §2): the wizard's for a `?service=` link, and a waitlist
 * offer's match of a freed visit's services to what she waits for. The service's category,
 * subcategory or name tells manicure from pedicure; anything else is a consultation.
 */
export function interestCategoryForService(service: {
  parent_category: string | null;
  subcategory: string | null;
  name: string;
}): BookingInterestCategory {
  for (const text of [service.parent_category, service.subcategory, service.name]) {
    const words = (text ?? '').toLowerCase();
    if (/\bpedi/.test(words)) return 'pedicure';
    if (/\bmani/.test(words)) return 'manicure';
  }
  return 'consultation';
}
