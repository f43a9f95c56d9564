import styled from '@emotion/styled';
import { useMemo } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { PageTitle } from '../../../components/layout.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../utils/document-title.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePostBySlug } from '../api/get-post-by-slug.ts';
import { sanitizePostHtml } from '../utils/sanitize-post-html.ts';
import { PostMeta } from './post-meta.tsx';

const Excerpt = styled.p({ margin: 0, fontSize: '1.15rem' });

const PostHeader = styled.header({ display: 'grid', gap: 12 });

const Article = styled.article({ maxWidth: 760, margin: '0 auto', display: 'grid', gap: 20 });

const Cover = styled.img(({ theme }) => ({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: theme.radius.lg,
}));

const Content = styled.div(({ theme }) => ({
  fontSize: '1.08rem',
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  'h2, h3': { marginTop: '1.6em' },
  img: { borderRadius: theme.radius.md, height: 'auto' },
  blockquote: {
    margin: 0,
    padding: '4px 20px',
    borderLeft: `4px solid ${theme.colors.primary}`,
    color: theme.colors.muted,
  },
}));

const Tags = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
});

function PostBody({ post }: { post: Doc<'blogPosts'> }) {
  const html = useMemo(() => sanitizePostHtml(post.content), [post.content]);
  return (
    <Article aria-labelledby="post-title">
      <PostHeader>
        <PostMeta post={post} />
        <PageTitle id="post-title">{post.title}</PageTitle>
        {post.excerpt && <Excerpt>{post.excerpt}</Excerpt>}
      </PostHeader>
      {/* Above the fold: loaded at once, its 16:9 box reserved by the size. */}
      {post.featured_image && <Cover src={post.featured_image} alt="" width={1280} height={720} />}
      {/* Sanitised with DOMPurify: no script, handler or javascript: URL survives. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: content is sanitised just above */}
      <Content dangerouslySetInnerHTML={{ __html: html }} />
      {post.tags.length > 0 && (
        <Tags aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="neutral">#{tag}</Badge>
            </li>
          ))}
        </Tags>
      )}
    </Article>
  );
}

function Post({ slug }: { slug: string }) {
  const { status, data: post } = usePostBySlug(slug);
  useDocumentTitle(post?.title ?? (status === 'loading' ? 'Blog' : 'Post not found'));
  if (status === 'loading') return <PageSpinner label="Loading post…" />;
  if (!post) {
    return (
      <EmptyState title="Post not found" level={1}>
        <p>The article you are looking for does not exist or is no longer published.</p>
        <ButtonLink to="/blog" variant="outline">
          Back to Blog
        </ButtonLink>
      </EmptyState>
    );
  }
  return <PostBody post={post} />;
}

/** /blog/{slug}: the post, or 'Post not found' (spec §2). */
export function PostDetail({ slug }: { slug: string }) {
  return (
    <ErrorBoundary
      name="The blog post"
      fallback={
        <EmptyState title="The post could not be loaded" level={1}>
          Please try again later.
        </EmptyState>
      }
    >
      <Post slug={slug} />
    </ErrorBoundary>
  );
}
