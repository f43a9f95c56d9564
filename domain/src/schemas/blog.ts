import { z } from 'zod';
import { blogStatusSchema } from '../enums/statuses.ts';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { documentIdSchema, requiredTextSchema } from './fields.ts';

/** blog_posts/{id}: content is HTML; published_at is set when a post is first published. */
export const blogPostSchema = z.object({
  title: requiredTextSchema,
  slug: requiredTextSchema,
  excerpt: z.string().nullable().default(null),
  content: z.string(),
  category: z.string().nullable().default(null),
  status: blogStatusSchema,
  featured_image: z.string().nullable().default(null),
  tags: z.array(z.string()).default([]),
  author_id: documentIdSchema,
  created_at: firestoreDateSchema,
  published_at: firestoreDateSchema.nullable().default(null),
  read_time_minutes: z.number().int().min(0).nullable().default(null),
});
export type BlogPost = z.output<typeof blogPostSchema>;
