import type { BookingInterestCategory } from '@studio/domain';

/**
 * The wizard's category for a service from `?service=` (spec §2): the service's category,
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
