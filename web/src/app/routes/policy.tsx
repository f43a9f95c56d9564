import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import { Container } from '../../components/layout.tsx';
import { useDocumentTitle } from '../../utils/document-title.ts';
import { usePublicSettings } from '../../utils/public-settings.tsx';
import { standardPrivacyPolicy, standardTerms } from './policy-texts.ts';

const Page = styled.article(({ theme }) => ({
  maxWidth: 720,
  margin: '0 auto',
  padding: '48px 0 72px',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  h1: { fontFamily: theme.fonts.heading, fontSize: '2rem', margin: '0 0 24px' },
  h2: { fontFamily: theme.fonts.heading, fontSize: '1.2rem', margin: '28px 0 8px' },
  p: { margin: '0 0 12px', whiteSpace: 'pre-line' },
}));

/** The owner's words as paragraphs: a blank line between them, "## " before a heading. */
function Paragraphs({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) =>
        block.startsWith('## ') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are a fixed text, never reordered
          <h2 key={i}>{block.slice(3)}</h2>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are a fixed text, never reordered
          <p key={i}>{block}</p>
        ),
      )}
    </>
  );
}

function PolicyPage({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <Container>
      <Page>
        <h1>{title}</h1>
        <Paragraphs text={text} />
      </Page>
    </Container>
  );
}

/** /privacy: the owner's Privacy Policy (setting privacy_policy_text), or the standard one. */
export function PrivacyRoute() {
  const { settings } = usePublicSettings();
  const own = settings.privacy_policy_text.trim();
  return (
    <PolicyPage title="Privacy Policy" text={own || standardPrivacyPolicy(settings.business_info.name)} />
  );
}

/** /terms: the owner's Terms of Service (setting terms_text), or the standard ones. */
export function TermsRoute() {
  const { settings } = usePublicSettings();
  const own = settings.terms_text.trim();
  return <PolicyPage title="Terms of Service" text={own || standardTerms(settings.business_info.name)} />;
}

/** The page for /privacy or /terms (routes.tsx gives both paths this one lazy screen). */
export function PolicyRoute() {
  return useLocation().pathname.startsWith('/terms') ? <TermsRoute /> : <PrivacyRoute />;
}
