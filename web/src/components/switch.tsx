import styled from '@emotion/styled';

const Root = styled.span({ display: 'inline-flex', alignItems: 'center', gap: 8 });

const Track = styled.button(({ theme }) => ({
  position: 'relative',
  flex: 'none',
  width: 44,
  height: 26,
  padding: 0,
  border: 0,
  borderRadius: theme.radius.pill,
  background: '#CFC8D6',
  cursor: 'pointer',
  transition: 'background 0.15s',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 20,
    height: 20,
    borderRadius: '50%',
    background: '#FFFFFF',
    boxShadow: '0 1px 3px rgba(0,0,0,0.25)',
    transition: 'transform 0.15s',
  },
  '&[aria-checked="true"]': { background: theme.colors.primary },
  '&[aria-checked="true"]::after': { transform: 'translateX(18px)' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  '@media (prefers-reduced-motion: reduce)': { '&, &::after': { transition: 'none' } },
}));

const State = styled.span(({ theme }) => ({ fontSize: '0.85rem', color: theme.colors.muted }));

/**
 * An on/off switch (WAI-ARIA switch on a button: Space and Enter toggle it). `label` names what
 * it switches; `states` is the visible word for on and off ('Visible' / 'Hidden').
 */
export function Switch(props: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  states?: readonly [on: string, off: string];
  disabled?: boolean;
  id?: string;
}) {
  const { checked, states } = props;
  return (
    <Root>
      <Track
        type="button"
        role="switch"
        id={props.id}
        aria-checked={checked}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={() => props.onChange(!checked)}
      />
      {states && <State aria-hidden="true">{checked ? states[0] : states[1]}</State>}
    </Root>
  );
}
