import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';

const Wrapper = styled.div({ display: 'grid', gap: 6 });

export const Label = styled.label(({ theme }) => ({
  fontWeight: 600,
  fontSize: '0.9rem',
  color: theme.colors.text,
}));

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: '0.8rem', color: theme.colors.muted }));

const control = ({ theme }: { theme: Theme }) => ({
  width: '100%',
  minHeight: 44,
  padding: '10px 14px',
  border: `1.5px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  '&:hover': { borderColor: theme.colors.primarySoft },
  '&:focus-visible': { borderColor: theme.colors.primary },
  '&::placeholder': { color: '#8E8698' },
});

export const Input = styled.input(control);
export const TextArea = styled.textarea((props) => ({
  ...control(props),
  minHeight: 96,
  resize: 'vertical',
}));

/**
 * A labelled form control. The child receives the id and, when there is a hint, the
 * aria-describedby that ties the hint to it.
 */
export function Field(props: {
  label: string;
  hint?: string;
  children: (ids: { id: string; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Wrapper>
      <Label htmlFor={id}>{props.label}</Label>
      {props.children(props.hint ? { id, 'aria-describedby': hintId } : { id })}
      {props.hint && <Hint id={hintId}>{props.hint}</Hint>}
    </Wrapper>
  );
}
