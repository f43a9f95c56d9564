// What the seeded demo studio should show, taken from the same demo data the stack seeds, so the
// tests follow the data rather than repeat it.
import { buildDemoData } from '@studio/domain/demo/data';

const data = buildDemoData({ now: new Date() });
const docs = data.documents;

export const demoCategories = docs.serviceCategories
  .filter((c) => c.data.is_active)
  .sort((a, b) => a.data.display_order - b.data.display_order);

export const demoServices = docs.services.filter((s) => s.data.is_active);

export const demoMaterials = docs.materials
  .filter((m) => m.data.is_active)
  .sort((a, b) => a.data.display_order - b.data.display_order);

export const activeProducts = docs.products
  .filter((p) => p.data.is_active)
  .sort((a, b) => a.data.display_order - b.data.display_order);

export const hiddenProducts = docs.products.filter((p) => !p.data.is_active);

export const publishedPosts = docs.blogPosts
  .filter((p) => p.data.status === 'published')
  .sort((a, b) => (b.data.published_at?.getTime() ?? 0) - (a.data.published_at?.getTime() ?? 0));

export const unpublishedPosts = docs.blogPosts.filter((p) => p.data.status !== 'published');

function publicSetting(key: string): unknown {
  return docs.settingsPublic.find((s) => s.id === key)?.data.value;
}

export const businessInfo = publicSetting('business_info') as { name: string; email: string; phone: string };
export const addressLine = [
  publicSetting('location_address_line1'),
  `${publicSetting('location_city')}, ${publicSetting('location_state')} ${publicSetting('location_zip')}`,
].join(', ');

/** Services of one category grouped by subcategory ('Other' when none), as the card shows them. */
export function servicesByGroup(categoryName: string): Map<string, typeof demoServices> {
  const groups = new Map<string, typeof demoServices>();
  const services = demoServices
    .filter((s) => s.data.parent_category === categoryName)
    .sort((a, b) => a.data.display_order - b.data.display_order);
  for (const service of services) {
    const name = service.data.subcategory ?? 'Other';
    groups.set(name, [...(groups.get(name) ?? []), service]);
  }
  return groups;
}
