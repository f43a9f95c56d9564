import { InputField } from '../../../components/field.tsx';

interface TextProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the value is refused, shown under the field (and linked by aria-describedby). */
  error?: string | undefined;
}

/** The e-mail both forms ask for. */
export function EmailField(props: TextProps) {
  return (
    <InputField
      label="Email"
      type="email"
      autoComplete="email"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      placeholder="you@example.com"
      error={props.error}
    />
  );
}

/** A password; `autoComplete` tells a password manager to fill the saved one or to make a new one. */
export function PasswordField(
  props: TextProps & { label: string; hint?: string; autoComplete: 'current-password' | 'new-password' },
) {
  return (
    <InputField
      label={props.label}
      hint={props.hint}
      type="password"
      autoComplete={props.autoComplete}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error}
    />
  );
}
