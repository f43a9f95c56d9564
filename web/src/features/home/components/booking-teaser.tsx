import styled from '@emotion/styled';
import { bookingPolicySentence } from '@studio/domain';
import { ButtonLink } from '../../../components/button.tsx';
import { Container, Section } from '../../../components/layout.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 24,
  padding: '32px 24px',
  borderRadius: 28,
  color: '#fff',
  background: `linear-gradient(135deg, ${theme.colors.primaryDark}, ${theme.colors.primary} 60%, ${theme.colors.accent})`,
  boxShadow: theme.shadow.raised,
  h2: { fontSize: 'clamp(1.6rem, 5vw, 2.3rem)', margin: 0 },
  p: { margin: 0, fontSize: '1.05rem', opacity: 0.95 },
  [theme.mq.md]: { padding: '48px', gridTemplateColumns: '1.5fr 1fr', alignItems: 'center' },
}));

const Steps = styled.ol({
  margin: '16px 0 0',
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: 10,
  li: { display: 'flex', gap: 10, alignItems: 'baseline' },
  b: {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: 26,
    height: 26,
    borderRadius: 13,
    background: 'rgba(255,255,255,0.22)',
    fontSize: '0.85rem',
  },
});

const Deposit = styled.div({
  padding: 20,
  borderRadius: 20,
  background: 'rgba(255,255,255,0.14)',
  border: '1px solid rgba(255,255,255,0.3)',
  display: 'grid',
  gap: 14,
  strong: { fontSize: '1.1rem' },
});

/** The booking teaser (id booking): the deposit and cancellation policy as the settings say it. */
export function BookingTeaser() {
  const { settings } = usePublicSettings();
  return (
    <Section id="booking" aria-labelledby="booking-title">
      <Container>
        <Panel>
          <div>
            <h2 id="booking-title">Ready for your next set?</h2>
            <Steps>
              <li>
                <b>1</b> Choose manicure, pedicure, or let us help you decide.
              </li>
              <li>
                <b>2</b> Pick a day and time that suit you.
              </li>
              <li>
                <b>3</b> We message you on Instagram to confirm the details.
              </li>
            </Steps>
          </div>
          <Deposit>
            <strong>Book with confidence</strong>
            <p>{bookingPolicySentence(settings)}</p>
            <ButtonLink to="/booking" variant="outline" size="lg" block>
              Book Now
            </ButtonLink>
          </Deposit>
        </Panel>
      </Container>
    </Section>
  );
}
