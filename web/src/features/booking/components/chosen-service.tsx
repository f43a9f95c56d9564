import styled from '@emotion/styled';
import { formatMoney } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const Box = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  margin: '0 0 20px',
  padding: '12px 16px',
  borderRadius: theme.radius.md,
  background: theme.colors.primarySoft,
  h2: { margin: 0, fontSize: '1.05rem' },
  p: { margin: '2px 0 0', color: theme.colors.muted, fontSize: '0.9rem' },
}));

/** 'From $70 · 90 min · Extensions': what the service card on the home page says of it. */
export function serviceFacts(service: Doc<'services'>): string {
  return [
    service.show_starting_price && `From ${formatMoney(service.base_price)}`,
    `${service.duration_minutes} min`,
    service.parent_category,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The service she came with (`/booking?service=`), on every step (issue 14); on the first step
 * she may let it go and choose a category instead.
 */
export function ChosenService(props: { service: Doc<'services'>; onClear?: () => void }) {
  return (
    <Box aria-label="Your service">
      <div>
        <h2>{props.service.name}</h2>
        <p>{serviceFacts(props.service)}</p>
      </div>
      {props.onClear && (
        <Button size="sm" variant="outline" onClick={props.onClear}>
          Choose something else
        </Button>
      )}
    </Box>
  );
}
