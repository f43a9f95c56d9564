import styled from '@emotion/styled';
import { ButtonLink, buttonStyle } from '../../../components/button.tsx';
import { Container } from '../../../components/layout.tsx';

const Wrap = styled.section(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  padding: '56px 0 64px',
  background: `radial-gradient(1200px 500px at 85% -10%, ${theme.colors.accentSoft}, transparent 60%),
    radial-gradient(900px 500px at -10% 10%, ${theme.colors.primarySoft}, transparent 60%), ${theme.colors.background}`,
  [theme.mq.md]: { padding: '96px 0 104px' },
}));

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 40,
  alignItems: 'center',
  [theme.mq.lg]: { gridTemplateColumns: '1.2fr 1fr' },
}));

const Title = styled.h1(({ theme }) => ({
  fontSize: 'clamp(2.2rem, 7vw, 3.8rem)',
  lineHeight: 1.05,
  letterSpacing: '-0.02em',
  margin: '12px 0 16px',
  span: {
    background: `linear-gradient(120deg, ${theme.colors.primary}, ${theme.colors.accent})`,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
}));

const Lead = styled.p(({ theme }) => ({
  fontSize: '1.15rem',
  color: theme.colors.muted,
  margin: '0 0 28px',
  maxWidth: 560,
}));

const Pill = styled.span(({ theme }) => ({
  display: 'inline-flex',
  gap: 8,
  alignItems: 'center',
  padding: '6px 14px',
  borderRadius: theme.radius.pill,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  fontSize: '0.85rem',
  fontWeight: 600,
  color: theme.colors.primaryDark,
}));

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const Claims = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 12,
  margin: '36px 0 0',
  maxWidth: 520,
  div: { display: 'flex', flexDirection: 'column-reverse' },
  dt: { fontSize: '0.82rem', color: theme.colors.muted },
  dd: {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontWeight: 800,
    fontSize: 'clamp(1.3rem, 5vw, 1.8rem)',
    color: theme.colors.text,
  },
}));

const Visual = styled.div(({ theme }) => ({
  display: 'none',
  [theme.mq.lg]: {
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '1 / 1',
    borderRadius: 32,
    background: `linear-gradient(145deg, ${theme.colors.primary}, ${theme.colors.accent})`,
    boxShadow: theme.shadow.raised,
    color: theme.colors.primaryDark,
    svg: { width: '46%', height: 'auto', filter: 'drop-shadow(0 18px 30px rgba(0,0,0,0.18))' },
  },
}));

/** A nail-polish bottle, drawn so it needs no image request and no emoji font. */
function PolishBottle() {
  return (
    <svg viewBox="0 0 120 200" role="presentation">
      <rect x="44" y="6" width="32" height="70" rx="8" fill="#1F1A24" />
      <rect x="50" y="12" width="6" height="56" rx="3" fill="#ffffff" opacity="0.25" />
      <rect x="36" y="72" width="48" height="14" rx="4" fill="#2E2635" />
      <path
        d="M18 104c0-10 8-18 18-18h48c10 0 18 8 18 18v72c0 10-8 18-18 18H36c-10 0-18-8-18-18z"
        fill="#ffffff"
        opacity="0.95"
      />
      <path
        d="M26 112c0-7 6-12 12-12h44c7 0 12 5 12 12v60c0 7-5 12-12 12H38c-6 0-12-5-12-12z"
        fill="currentColor"
      />
      <path d="M34 116h8v56h-8z" fill="#ffffff" opacity="0.35" />
    </svg>
  );
}

// A plain in-page anchor: the page's smooth scrolling takes it to the section.
const ServicesAnchor = styled.a(({ theme }) => buttonStyle(theme, { variant: 'outline', size: 'lg' }));

/** The marketing claims of spec §1. */
export const heroClaims = [
  { value: '500+', label: 'Happy Clients' },
  { value: '5', label: 'Years Experience' },
  { value: '5★', label: 'Star Rated' },
] as const;

export function Hero() {
  return (
    <Wrap aria-labelledby="hero-title">
      <Container>
        <Layout>
          <div>
            <Pill>Nail care &amp; nail art studio</Pill>
            <Title id="hero-title">
              Beautiful nails, <span>made just for you</span>
            </Title>
            <Lead>
              Manicures, pedicures and custom nail art by friendly pros who care about healthy nails. Relax,
              sip something nice, and leave with a set you love.
            </Lead>
            <Actions>
              <ButtonLink to="/booking" variant="accent" size="lg">
                Book Your Appointment
              </ButtonLink>
              <ServicesAnchor href="#services">View Services</ServicesAnchor>
            </Actions>
            <Claims>
              {heroClaims.map((claim) => (
                <div key={claim.label}>
                  <dt>{claim.label}</dt>
                  <dd>{claim.value}</dd>
                </div>
              ))}
            </Claims>
          </div>
          <Visual aria-hidden="true">
            <PolishBottle />
          </Visual>
        </Layout>
      </Container>
    </Wrap>
  );
}
