import {
  type BlogPost,
  type BlogPostFormValues,
  blogPostFromForm,
  blogPostSchema,
  type FieldProblems,
  fieldProblems,
  imageUrlText,
  requiredTextSchema,
} from '@studio/domain';
import { z } from 'zod';

/** Domain's post schema with the sizes and slug shape firestore.rules allow. */
const savablePostSchema = blogPostSchema.extend({
  title: requiredTextSchema.max(200, 'Keep it to 200 characters or fewer'),
  slug: z
    .string()
    .min(1, 'Required (or a title to build it from)')
    .max(200, 'At most 200 characters')
    .regex(/^[^\s/]+$/, 'No spaces or slashes'),
  excerpt: z.string().max(1000, 'At most 1000 characters').nullable(),
  content: z.string().max(200000, 'The content is too long'),
  category: z.string().max(100, 'At most 100 characters').nullable(),
  featured_image: imageUrlText,
  tags: z.array(z.string().max(50, 'Each tag at most 50 characters')).max(20, 'At most 20 tags'),
});

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

export type PostCheck = { ok: true; post: BlogPost } | { ok: false; problems: FieldProblems };

/**
 * The post the dialog would save (slug from the title when empty, tags split on commas, spec §5)
 * and each field's problem in plain words. `otherSlugs` are the slugs of the other posts:
 * /blog/{slug} must lead to one post. An empty slug is only a problem of its own when there is
 * a title to build it from: otherwise the missing title says it all.
 */
export function checkBlogPostForm(
  values: BlogPostFormValues,
  context: { authorId: string; now: Date; existing: BlogPost | null; otherSlugs: readonly string[] },
): PostCheck {
  const post = blogPostFromForm(values, context);
  const parsed = savablePostSchema.safeParse(post);
  const problems: Record<string, string> = parsed.success ? {} : { ...fieldProblems(parsed.error.issues) };
  if (problems.title && post.slug === '') delete problems.slug;
  if (post.slug !== '' && context.otherSlugs.includes(post.slug))
    problems.slug ??= `Another post already uses “${post.slug}”`;
  return parsed.success && Object.keys(problems).length === 0
    ? { ok: true, post: parsed.data }
    : { ok: false, problems };
}
