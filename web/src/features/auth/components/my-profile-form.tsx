import styled from '@emotion/styled';
import { communicationPreferenceLabels, communicationPreferences } from '@studio/domain';
import { type OwnProfileFormValues, ownProfileFormSchema } from '@studio/domain/clients/own-profile';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { InputField, SelectField } from '../../../components/field.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
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

const labels = {
  full_name: 'Full Name',
  phone: 'Phone',
  instagram_handle: 'Instagram handle',
  nailShape: 'Nail shape',
  nailLength: 'Nail length',
  style: 'Style',
  communicationPreference: 'How should we reach you?',
};

/** Her name (required), phone, Instagram handle and, for clients, her nail preferences. */
export function MyProfileForm(props: { uid: string; initial: Values; withPreferences: boolean }) {
  const db = useFirestore();
  const { bind, submit, getValues } = useSchemaForm(ownProfileFormSchema, {
    defaultValues: props.initial,
    labels,
    refusal: 'Could not save your profile',
  });
  const [busy, whileBusy] = useBusy();
  // The write takes what she typed (it trims and normalises it the way the schema does).
  const onSubmit = submit(() => whileBusy(() => updateMyProfileWithToasts(db, props.uid, getValues())));
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
