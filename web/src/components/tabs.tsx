import styled from '@emotion/styled';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

// On a phone the tabs wrap onto more rows, so every label shows whole and none hides past the
// edge (issue 16: seven settings tabs, "Discussi"); from md up they share one row.
const List = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  padding: 4,
  borderRadius: theme.radius.lg,
  background: '#F1EEF4',
  '& > [role="tab"]': { flex: '1 0 auto', padding: '0 14px' },
  [theme.mq.md]: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '1fr',
    borderRadius: theme.radius.pill,
  },
}));

const Tab = styled.button(({ theme }) => ({
  minHeight: 40,
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  font: 'inherit',
  fontWeight: 600,
  color: theme.colors.muted,
  cursor: 'pointer',
  '&[aria-selected="true"]': {
    background: theme.colors.surface,
    color: theme.colors.text,
    boxShadow: theme.shadow.card,
  },
}));

/** Which tab the arrow, Home and End keys move to (WAI-ARIA tabs pattern). */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Accessible tabs: one tab stop, arrows move between tabs, panels labelled by their tab. */
export function Tabs<K extends string>(props: {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
}) {
  const { items, selected, onSelect, label } = props;
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, current, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    onSelect(item.key);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === selected}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === selected ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items
        .filter((item) => item.key === selected)
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
          >
            {item.panel}
          </div>
        ))}
    </div>
  );
}
