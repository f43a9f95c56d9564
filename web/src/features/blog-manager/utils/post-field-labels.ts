import type { BlogPost } from '@studio/domain';

/** Each post field's label, for the refusal's toast. */
export const postFieldLabels: Record<keyof BlogPost, string> = {
  title: 'Title',
  slug: 'Slug',
  excerpt: 'Excerpt',
  content: 'Content',
  category: 'Category',
  status: 'Status',
  featured_image: 'Featured image',
  tags: 'Tags',
  author_id: 'Author',
  created_at: 'Created',
  published_at: 'Published',
  read_time_minutes: 'Read time',
};
