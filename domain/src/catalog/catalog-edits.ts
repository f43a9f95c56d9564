import type { ServiceAddOnOption } from '../schemas/catalog.ts';

/** The icons a category may show (an emoji shown as is on the home page's cards). */
export const categoryIcons = ['💅', '🦶', '✨', '💎', '🎨', '🌸', '💖', '🧴'] as const;

/** The display_order of an entry added at the end of a list. */
export function nextDisplayOrder(items: readonly { display_order: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.display_order + 1), 0);
}

/**
 * Moving the entry at `index` one place up (-1) or down (+1): the new display_order of every entry
 * of the list, numbered 0, 1, 2… so equal or gapped orders from older data end up distinct. Only
 * the entries whose order changes are answered; none when the move leaves the list.
 */
export function reorderedDisplayOrders<T extends { id: string; display_order: number }>(
  items: readonly T[],
  index: number,
  step: -1 | 1,
): { id: string; display_order: number }[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved
    .map((item, order) => ({ id: item.id, display_order: order, before: item.display_order }))
    .filter((entry) => entry.display_order !== entry.before)
    .map(({ id, display_order }) => ({ id, display_order }));
}

/** An add-on's options as the dialog edits them: one per line, 'Label = price'. */
export function addOnOptionsText(options: readonly ServiceAddOnOption[]): string {
  return options.map((option) => `${option.label} = ${option.price_modifier}`).join('\n');
}

/**
 * The options typed in the dialog, in their order: 'Label = 5' (a price of 0 when left out).
 * An option keeps its id when its label is unchanged, so bookings that name it still find it.
 */
export function parseAddOnOptions(
  text: string,
  previous: readonly ServiceAddOnOption[] = [],
): { label: string; price_modifier: number; id: string }[] {
  const used = new Set<string>();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      const at = line.lastIndexOf('=');
      const label = (at === -1 ? line : line.slice(0, at)).trim();
      const price = at === -1 ? 0 : Number(line.slice(at + 1).trim());
      const kept = previous.find((option) => option.label === label && !used.has(option.id));
      const id =
        kept?.id ?? `option-${index + 1}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.slice(0, 64);
      used.add(id);
      return { id, label, price_modifier: price };
    });
}
