import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import type { CalendarView } from '../utils/calendar-days.ts';

const Bar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  marginBottom: 16,
  h2: { margin: '0 auto 0 8px', fontSize: '1.05rem' },
});

const Toggle = styled.div(({ theme }) => ({
  display: 'inline-flex',
  padding: 3,
  borderRadius: theme.radius.pill,
  background: '#F1EEF4',
  button: {
    minHeight: 34,
    padding: '0 14px',
    border: 0,
    borderRadius: theme.radius.pill,
    background: 'transparent',
    font: 'inherit',
    fontWeight: 600,
    color: theme.colors.muted,
    cursor: 'pointer',
  },
  'button[aria-pressed="true"]': { background: theme.colors.surface, color: theme.colors.text },
}));

/** Previous / Today / Next, the range's name, and Day or Week (the phone's week is a list by day). */
export function CalendarToolbar(props: {
  title: string;
  view: CalendarView;
  onMove: (step: -1 | 0 | 1) => void;
  onView: (view: CalendarView) => void;
  actions?: ReactNode;
}) {
  const unit = props.view === 'day' ? 'day' : 'week';
  return (
    <Bar>
      <Button size="sm" variant="outline" aria-label={`Previous ${unit}`} onClick={() => props.onMove(-1)}>
        ‹
      </Button>
      <Button size="sm" variant="outline" onClick={() => props.onMove(0)}>
        Today
      </Button>
      <Button size="sm" variant="outline" aria-label={`Next ${unit}`} onClick={() => props.onMove(1)}>
        ›
      </Button>
      <h2 aria-live="polite">{props.title}</h2>
      <Toggle role="group" aria-label="View">
        {(['day', 'week'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={props.view === view}
            onClick={() => props.onView(view)}
          >
            {view === 'day' ? 'Day' : 'Week'}
          </button>
        ))}
      </Toggle>
      {props.actions}
    </Bar>
  );
}
