import { z } from 'zod';
import { imageUrlText } from '../forms/form-fields.ts';
import { fieldProblems } from '../forms/plain-errors.ts';
import { blogPostSchema } from '../schemas/blog.ts';
import { requiredTextSchema } from '../schemas/fields.ts';
import { type BlogPostFormValues, blogPostFromForm } from './post-form.ts';

/** The post schema with the sizes and slug shape firestore.rules allow. */
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

export interface PostFormContext {
  /** Whoever is signed in when the post is saved (spec §6); kept on edit. */
  authorId: string;
  /** When it is saved: the first publication stamps published_at. */
  now: () => Date;
  /** The post being edited, or null for a new one. */
  existing: z.output<typeof blogPostSchema> | null;
  /** The other posts' slugs: /blog/{slug} must lead to one post. */
  otherSlugs: readonly string[];
}

/** Each field's problem with the post the values would save, in plain words. */
export function postFormProblems(
  values: BlogPostFormValues,
  context: PostFormContext,
): Record<string, string> {
  const post = blogPostFromForm(values, { ...context, now: context.now() });
  const parsed = savablePostSchema.safeParse(post);
  const problems: Record<string, string> = parsed.success ? {} : { ...fieldProblems(parsed.error.issues) };
  // An empty slug is only a problem of its own when there is a title to build it from.
  if (problems.title && post.slug === '') delete problems.slug;
  if (post.slug !== '' && context.otherSlugs.includes(post.slug))
    problems.slug ??= `Another post already uses “${post.slug}”`;
  return problems;
}

const formValuesSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  status: z.string(),
  featured_image: z.string(),
  tags: z.string(),
}) satisfies z.ZodType<BlogPostFormValues, BlogPostFormValues>;

/**
 * The post dialog's schema: its values in, the post to save out (slug from the title when empty,
 * tags split on commas, spec §5), or each field's problem under that field's name.
 */
export function blogPostFormSchema(context: PostFormContext) {
  return formValuesSchema
    .superRefine((values, issues) => {
      for (const [field, message] of Object.entries(postFormProblems(values, context)))
        issues.addIssue({ code: 'custom', path: [field], message });
    })
    .transform((values) =>
      savablePostSchema.parse(blogPostFromForm(values, { ...context, now: context.now() })),
    );
}
