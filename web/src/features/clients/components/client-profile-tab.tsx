import styled from '@emotion/styled';
import { addListEntry, communicationPreferenceLabels, communicationPreferences } from '@studio/domain';
import { type FormEvent, useState } from 'react';
import { useFirestore, useUser } from 'reactfire';
import { AllergyPicker } from '../../../components/allergy-picker.tsx';
import { Button } from '../../../components/button.tsx';
import { Card, CardBody } from '../../../components/card.tsx';
import { ChipListInput } from '../../../components/chip-list-input.tsx';
import { Field, Input, TextArea } from '../../../components/field.tsx';
import { Select } from '../../../components/select.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { type ProfileFormValues, profileFormValues } from '../utils/profile-form.ts';
import { updateClientProfileWithToast } from './client-feedback.ts';

const Form = styled.form({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))',
  alignItems: 'start',
  '.wide': { gridColumn: '1 / -1' },
  fieldset: {
    border: 0,
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: 16,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))',
  },
  legend: { fontWeight: 700, marginBottom: 12, padding: 0 },
});

type TextKey = Exclude<keyof ProfileFormValues, 'allergies' | 'favorite_colors'>;

/**
 * Profile tab (spec §2): the editable fields, allergies, favourite-colour chips, preferences.
 * The form starts from the profile as loaded; a save writes only these fields, and records any
 * allergy removed (who and when).
 */
export function ClientProfileTab({ client }: { client: Doc<'profiles'> }) {
  const db = useFirestore();
  const { data: user } = useUser();
  const [values, setValues] = useState(() => profileFormValues(client));
  const [loadedAllergies, setLoadedAllergies] = useState(() => client.allergies);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((before) => ({ ...before, [key]: value }));
  const text = (key: TextKey, label: string, type = 'text') => (
    <Field label={label}>
      {(ids) => <Input {...ids} type={type} value={values[key]} onChange={(e) => set(key, e.target.value)} />}
    </Field>
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    if (await updateClientProfileWithToast(db, user, client.id, values, loadedAllergies))
      setLoadedAllergies(values.allergies);
    setBusy(false);
  };
  return (
    <Card>
      <CardBody>
        <Form onSubmit={submit} noValidate aria-label="Client profile">
          {text('full_name', 'Full name')}
          {text('phone', 'Phone', 'tel')}
          {text('instagram_handle', 'Instagram handle')}
          <div className="wide">
            <Field label="Notes">
              {(ids) => (
                <TextArea
                  {...ids}
                  rows={3}
                  value={values.notes}
                  onChange={(e) => set('notes', e.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="wide">
            <AllergyPicker
              value={values.allergies}
              onChange={(list) => set('allergies', list)}
              hint="Removing an allergy is recorded with your name and the time."
            />
          </div>
          <ChipListInput
            label="Favorite colors"
            placeholder="Type a colour and press Enter"
            values={values.favorite_colors}
            onAdd={(draft) => set('favorite_colors', addListEntry(values.favorite_colors, draft))}
            onRemove={(color) =>
              set(
                'favorite_colors',
                values.favorite_colors.filter((other) => other !== color),
              )
            }
          />
          <fieldset className="wide">
            <legend>Preferences</legend>
            {text('nailShape', 'Nail shape')}
            {text('nailLength', 'Nail length')}
            {text('style', 'Style')}
            <Field label="Communication preference">
              {(ids) => (
                <Select
                  {...ids}
                  value={values.communicationPreference}
                  onChange={(e) => set('communicationPreference', e.target.value)}
                >
                  <option value="">Not set</option>
                  {communicationPreferences.map((pref) => (
                    <option key={pref} value={pref}>
                      {communicationPreferenceLabels[pref]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </fieldset>
          <div className="wide">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </Form>
      </CardBody>
    </Card>
  );
}
