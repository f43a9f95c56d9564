import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import {
  type InputHTMLAttributes,
  type ReactNode,
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

/** What a field shows around its control: the label and an optional hint under it. */
interface FieldText {
  label: string;
  hint?: string;
}

/** A Field holding a text input; the other props go to the input. */
export function InputField({ label, hint, ...input }: FieldText & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint}>
      {(ids) => <Input {...input} {...ids} />}
    </Field>
  );
}

/** A Field holding a text area; the other props go to the text area. */
export function TextAreaField({
  label,
  hint,
  ...textArea
}: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint}>
      {(ids) => <TextArea {...textArea} {...ids} />}
    </Field>
  );
}

/** A Field holding a native select; the other props (and the options as children) go to it. */
export function SelectField({ label, hint, ...select }: FieldText & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} hint={hint}>
      {(ids) => <Select {...select} {...ids} />}
    </Field>
  );
}
