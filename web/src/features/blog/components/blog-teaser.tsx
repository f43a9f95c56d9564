import styled from '@emotion/styled';
import { ButtonLink } from '../../../components/button.tsx';
import { Container, Eyebrow, Grid, Section, SectionHeading } from '../../../components/layout.tsx';
import { usePublishedPosts } from '../api/get-published-posts.ts';
import { PostCard } from './post-card.tsx';

const Actions = styled.div({ display: 'flex', justifyContent: 'center', marginTop: 28 });

/** The home blog teaser (id blog): the three latest published posts; nothing when there are none. */
export function BlogTeaser() {
  const { data: posts } = usePublishedPosts(3);
  if (posts.length === 0) return null;
  return (
    <Section id="blog" aria-labelledby="blog-title">
      <Container>
        <SectionHeading>
          <Eyebrow>From the Blog</Eyebrow>
          <h2 id="blog-title">Tips, trends and nail inspiration</h2>
        </SectionHeading>
        <Grid min={280}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </Grid>
        <Actions>
          <ButtonLink to="/blog" variant="outline">
            Read the Blog
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}
