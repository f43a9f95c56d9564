import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { controlBox } from './control-style.ts';
import { Select } from './select.tsx';

const Wrapper = styled.div({ display: 'grid', gap: 6 });

export const Label = styled.label(({ theme }) => ({
  fontWeight: 600,
  fontSize: '0.9rem',
  color: theme.colors.text,
}));

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: '0.8rem', color: theme.colors.muted }));

/** Why the value cannot be saved, under the control it is about. */
export const ErrorText = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: '0.85rem',
  fontWeight: 600,
  color: theme.colors.danger,
}));

const control = ({ theme }: { theme: Theme }) => ({
  ...controlBox({ theme }, { hover: true }),
  '&::placeholder': { color: '#8E8698' },
});

export const Input = styled.input(control);
export const TextArea = styled.textarea((props) => ({
  ...control(props),
  minHeight: 96,
  resize: 'vertical',
}));

interface ControlIds {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A labelled form control. The child receives the id and the aria attributes that tie the hint
 * and the error, when there are any, to it.
 */
export function Field(props: {
  label: string;
  hint?: string;
  error?: string;
  children: (ids: ControlIds) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.error && errorId, props.hint && hintId].filter(Boolean).join(' ');
  const ids: ControlIds = { id };
  if (describedBy) ids['aria-describedby'] = describedBy;
  if (props.error) ids['aria-invalid'] = true;
  return (
    <Wrapper>
      <Label htmlFor={id}>{props.label}</Label>
      {props.children(ids)}
      {props.error && <ErrorText id={errorId}>{props.error}</ErrorText>}
      {props.hint && <Hint id={hintId}>{props.hint}</Hint>}
    </Wrapper>
  );
}

/** What a field shows around its control: the label, an optional hint and error under it. */
interface FieldText {
  label: string;
  hint?: string;
  error?: string | undefined;
}

/** A Field holding a text input; the other props go to the input. */
export function InputField({
  label,
  hint,
  error,
  ...input
}: FieldText & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => <Input {...input} {...ids} />}
    </Field>
  );
}

/** A Field holding a text area; the other props go to the text area. */
export function TextAreaField({
  label,
  hint,
  error,
  ...textArea
}: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => <TextArea {...textArea} {...ids} />}
    </Field>
  );
}

/** A Field holding a native select; the other props (and the options as children) go to it. */
export function SelectField({
  label,
  hint,
  error,
  ...select
}: FieldText & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => <Select {...select} {...ids} />}
    </Field>
  );
}
