import { InputField } from '../../../components/field.tsx';

/** The 6-digit code from a text message; phones offer to fill it in from the message. */
export function CodeField(props: { value: string; onChange: (value: string) => void }) {
  return (
    <InputField
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      placeholder="123456"
    />
  );
}
