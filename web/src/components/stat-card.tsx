import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card } from './card.tsx';

const Body = styled.div(({ theme }) => ({
  padding: 20,
  display: 'grid',
  gap: 6,
  h2: { margin: 0, fontSize: '0.85rem', fontWeight: 600, color: theme.colors.muted },
  '.value': {
    fontFamily: theme.fonts.heading,
    fontSize: 'clamp(1.3rem, 5vw, 1.9rem)',
    fontWeight: 800,
    lineHeight: 1.1,
    color: theme.colors.text,
  },
  '.detail': { fontSize: '0.85rem', color: theme.colors.muted },
}));

/** One figure with its label; `detail` adds a line under it. */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card>
      <Body>
        <h2>{props.label}</h2>
        {props.value !== null && <div className="value">{props.value}</div>}
        {props.detail && <div className="detail">{props.detail}</div>}
        {props.children}
      </Body>
    </Card>
  );
}

/** Stat cards side by side as space allows, one column on a phone. */
export const StatGrid = styled('div', { shouldForwardProp: (p) => p !== 'min' })<{ min?: number }>(
  ({ min = 200 }) => ({
    display: 'grid',
    gap: 16,
    gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}px, 100%), 1fr))`,
    marginBottom: 24,
  }),
);
