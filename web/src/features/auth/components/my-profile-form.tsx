import styled from '@emotion/styled';
import { communicationPreferenceLabels, communicationPreferences } from '@studio/domain';
import type { OwnProfileFormValues } from '@studio/domain/clients/own-profile';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { InputField, SelectField } from '../../../components/field.tsx';
import { useBusySubmit } from '../../../hooks/use-busy.ts';
import { useFormValues } from '../../../hooks/use-form-values.ts';
import { updateMyProfileWithToasts } from './account-feedback.ts';

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: 14,
  [theme.mq.md]: {
    gridTemplateColumns: '1fr 1fr',
    '> :last-child': { gridColumn: '1 / -1', justifySelf: 'start' },
  },
}));

type Values = OwnProfileFormValues;

/** Her name (required), phone, Instagram handle and, for clients, her nail preferences. */
export function MyProfileForm(props: { uid: string; initial: Values; withPreferences: boolean }) {
  const db = useFirestore();
  const { values, bind } = useFormValues<Values>(props.initial);
  const { busy, onSubmit } = useBusySubmit(() => updateMyProfileWithToasts(db, props.uid, values));
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Your details">
      <InputField label="Full Name" autoComplete="name" {...bind('full_name')} />
      <InputField label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
      <InputField label="Instagram handle" placeholder="@yourname" {...bind('instagram_handle')} />
      {props.withPreferences && (
        <>
          <InputField label="Nail shape" placeholder="e.g. almond" {...bind('nailShape')} />
          <InputField label="Nail length" placeholder="e.g. short" {...bind('nailLength')} />
          <InputField label="Style" placeholder="e.g. minimal, chrome" {...bind('style')} />
          <SelectField label="How should we reach you?" {...bind('communicationPreference')}>
            <option value="">No preference</option>
            {communicationPreferences.map((p) => (
              <option key={p} value={p}>
                {communicationPreferenceLabels[p]}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save details'}
      </Button>
    </Form>
  );
}
