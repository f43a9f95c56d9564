import styled from '@emotion/styled';
import { addressLines } from '@studio/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '../../components/layout.tsx';
import { useFeatureToggles, usePublicSettings } from '../../utils/public-settings.tsx';
import { useOpeningHoursLines } from '../../utils/weekly-hours.ts';
import { footerQuickLinks } from './nav-items.ts';
import { NavLinkItem } from './nav-link.tsx';

const Foot = styled.footer(({ theme }) => ({
  background: '#1F1A24',
  color: '#D9D3DF',
  padding: '56px 0 24px',
  marginTop: 40,
  a: { color: '#F3EEF7', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  h2: { color: '#fff', fontSize: '1rem', margin: '0 0 12px', fontFamily: theme.fonts.heading },
  ul: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 },
  address: { fontStyle: 'normal', display: 'grid', gap: 8 },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 32,
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [theme.mq.lg]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.2fr' },
}));

const Bottom = styled.div({
  marginTop: 40,
  paddingTop: 20,
  borderTop: '1px solid #3A3340',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  justifyContent: 'space-between',
  fontSize: '0.85rem',
  span: { color: '#B8B0C0' },
});

/**
 * The hours are the studio's clock: its zone is named when the visitor's reads differently. Read
 * after mounting, so a prerendered page (made on a server's clock) hydrates the same; loaded then
 * too, as the zone arithmetic (date-fns with time zones) is no part of the first paint.
 */
function useStudioZoneName(timeZone: string): string {
  const [zone, setZone] = useState('');
  useEffect(() => {
    let active = true;
    import('../../utils/studio-zone.ts').then(
      ({ studioZoneLabel }) => active && setZone(studioZoneLabel(new Date(), timeZone)),
      (error: unknown) => console.warn("The studio's time zone could not be named:", error),
    );
    return () => {
      active = false;
    };
  }, [timeZone]);
  return zone;
}

export function Footer() {
  const { settings } = usePublicSettings();
  const toggles = useFeatureToggles();
  const info = settings.business_info;
  const address = addressLines(settings);
  const hours = useOpeningHoursLines();
  const zone = useStudioZoneName(settings.scheduling_timezone);
  return (
    <Foot>
      <Container>
        <Columns>
          <div>
            <h2>{info.name}</h2>
            <p>Beautiful, healthy nails in a friendly studio. Book your visit and treat yourself.</p>
          </div>
          <nav aria-label="Quick links">
            <h2>Quick Links</h2>
            <ul>
              {footerQuickLinks(toggles).map((item) => (
                <li key={item.to}>
                  <NavLinkItem item={item} />
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>{zone ? `Hours (${zone})` : 'Hours'}</h2>
            <ul>
              {hours.map(([days, open]) => (
                <li key={days}>
                  {days}: {open}
                </li>
              ))}
            </ul>
          </div>
          {(address.length > 0 || info.phone || info.email) && (
            <div>
              <h2>Contact</h2>
              <address>
                {address.length > 0 && <span>{address.join(', ')}</span>}
                {info.phone && <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>}
                {info.email && <a href={`mailto:${info.email}`}>{info.email}</a>}
              </address>
            </div>
          )}
        </Columns>
        <Bottom>
          <span>
            © {new Date().getFullYear()} {info.name}. All rights reserved.
          </span>
          <span>
            <Link to="/privacy">Privacy Policy</Link> · <Link to="/terms">Terms of Service</Link>
          </span>
        </Bottom>
      </Container>
    </Foot>
  );
}
