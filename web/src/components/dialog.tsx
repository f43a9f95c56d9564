import styled from '@emotion/styled';
import { type ReactNode, useEffect, useId, useRef } from 'react';

// Open, a column: the title bar (with Close) stays put and only the body scrolls, so on a
// phone neither Close nor the actions' footer (DialogActions) leaves the screen.
const Native = styled.dialog(({ theme }) => ({
  width: 'min(520px, calc(100vw - 32px))',
  maxHeight: '80vh',
  padding: 0,
  overflow: 'hidden',
  '&[open]': { display: 'flex', flexDirection: 'column' },
  border: 0,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.raised,
  color: theme.colors.text,
  '&::backdrop': { background: 'rgba(31, 26, 36, 0.45)' },
}));

const Header = styled.div({
  flex: 'none',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 8,
  padding: '12px 12px 0 20px',
});

const Title = styled.h2(({ theme }) => ({
  margin: '8px 0 0',
  fontFamily: theme.fonts.heading,
  fontSize: '1.2rem',
}));

/** Always in reach, even when a long form pushes Cancel below the fold of a phone. */
const Close = styled.button(({ theme }) => ({
  flex: 'none',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: theme.colors.muted,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.primarySoft, color: theme.colors.text },
}));

const Body = styled.div({ flex: '1 1 auto', minHeight: 0, padding: 20, overflowY: 'auto' });

/**
 * A dialog's buttons (Cancel first, then the action), held at the bottom of the scrolling body
 * while a long form scrolls behind them.
 */
export const DialogActions = styled.div(({ theme }) => ({
  position: 'sticky',
  // Chromium measures from inside the body's 20 px padding: -20 holds it at the very bottom.
  bottom: -20,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 8,
  margin: '16px -20px -20px',
  padding: '12px 20px 20px',
  borderTop: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
}));

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus.
 * Dialogs are at most about 80% of the screen high (spec §9).
 */
export function Dialog(props: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <Native ref={ref} aria-labelledby={titleId} onClose={props.onClose}>
      <Header>
        <Title id={titleId}>{props.title}</Title>
        <Close type="button" aria-label="Close" onClick={props.onClose}>
          ×
        </Close>
      </Header>
      <Body>{props.children}</Body>
    </Native>
  );
}
