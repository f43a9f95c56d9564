/**
 * The public pages' own words: their title block on screen and, in the prerendered HTML, their
 * <title>, description and Open Graph tags (build/prerender.ts). One place for both.
 */
export const publicPages = {
  home: {
    title: null,
    description:
      'Manicures, pedicures and nail art in a friendly neighbourhood studio. Book your visit online.',
  },
  shop: { title: 'Shop', description: 'Polishes, care and tools our artists love.' },
  blog: {
    title: 'Blog',
    description: 'Nail care tips, seasonal trends and inspiration from the studio.',
  },
} as const;
