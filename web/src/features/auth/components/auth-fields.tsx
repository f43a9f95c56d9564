import type { ComponentProps } from 'react';
import { InputField } from '../../../components/field.tsx';

/**
 * The input's own props (a form hook's registration, or value and onChange) and, in `error`, why
 * the value is refused, shown under the field (and linked by aria-describedby).
 */
type TextProps = Omit<ComponentProps<typeof InputField>, 'label' | 'type' | 'autoComplete'>;

/** The e-mail the account forms ask for. */
export function EmailField(props: TextProps) {
  return (
    <InputField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...props} />
  );
}

/** A password; `autoComplete` tells a password manager to fill the saved one or to make a new one. */
export function PasswordField(
  props: TextProps & { label: string; autoComplete: 'current-password' | 'new-password' },
) {
  return <InputField type="password" {...props} />;
}
