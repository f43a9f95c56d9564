import { type BlogStatus, blogStatusSchema } from '../enums/statuses.ts';
import type { BlogPost } from '../schemas/blog.ts';
import { resolveSlug } from './slug.ts';
import { formatTags, parseTags } from './tags.ts';

/** The post dialog's fields as typed; tags are one comma-separated text. */
export interface BlogPostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  status: string;
  featured_image: string;
  tags: string;
}

/** 'Create New Post': status draft by default (spec §4). */
export function emptyBlogPostForm(): BlogPostFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    category: '',
    status: 'draft',
    featured_image: '',
    tags: '',
  };
}

const wordsPerMinute = 200;

/** Minutes to read an HTML body at 200 words a minute; at least 1 when there is any text. */
export function estimateReadTimeMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  const words = text.split(/\s+/).filter((w) => w.length > 0).length;
  return words === 0 ? 0 : Math.max(1, Math.round(words / wordsPerMinute));
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function parseStatus(value: string): BlogStatus {
  const parsed = blogStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : 'draft';
}

/**
 * The post saved from the dialog. The author is the current user on create and kept on edit;
 * published_at is stamped the first time a post is published and kept afterwards.
 */
export function blogPostFromForm(
  values: BlogPostFormValues,
  context: { authorId: string; now: Date; existing?: BlogPost | null },
): BlogPost {
  const { existing, now } = context;
  const status = parseStatus(values.status);
  const publishedAt = existing?.published_at ?? (status === 'published' ? now : null);
  return {
    title: values.title.trim(),
    slug: resolveSlug(values.slug, values.title),
    excerpt: orNull(values.excerpt),
    content: values.content,
    category: orNull(values.category),
    status,
    featured_image: orNull(values.featured_image),
    tags: parseTags(values.tags),
    author_id: existing?.author_id ?? context.authorId,
    created_at: existing?.created_at ?? now,
    published_at: publishedAt,
    read_time_minutes: estimateReadTimeMinutes(values.content),
  };
}

/** The dialog's values for 'Edit Post'. */
export function blogPostToForm(post: BlogPost): BlogPostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content,
    category: post.category ?? '',
    status: post.status,
    featured_image: post.featured_image ?? '',
    tags: formatTags(post.tags),
  };
}
