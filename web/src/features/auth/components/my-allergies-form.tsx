import styled from '@emotion/styled';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { AllergyPicker } from '../../../components/allergy-picker.tsx';
import { Button } from '../../../components/button.tsx';
import { useBusySubmit } from '../../../hooks/use-busy.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { addMyAllergies } from '../api/add-my-allergies.ts';

const Form = styled.form({
  display: 'grid',
  gap: 14,
  justifyItems: 'start',
  '> fieldset': { width: '100%' },
});

/**
 * Her allergies (issue 30, item 3): she may add one at any time, from the studio's list or in her
 * own words; the ones on file stay ticked, since only staff remove an allergy (with her, and
 * recorded). `onFile` is her profile's list, live.
 */
export function MyAllergiesForm(props: { uid: string; onFile: readonly string[] }) {
  const db = useFirestore();
  const [value, setValue] = useState<string[]>(() => [...props.onFile]);
  // Shown: what is on file (live) and what she has ticked or typed since.
  const shown = [...props.onFile, ...value.filter((entry) => !props.onFile.includes(entry))];
  const added = shown.filter((entry) => !props.onFile.includes(entry));
  const { busy, onSubmit } = useBusySubmit(() =>
    writeWithToasts(() => addMyAllergies(db, props.uid, added), {
      success: 'Allergies saved: the studio will see them before your visits',
      failed: 'Could not save your allergies',
    }),
  );
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Your allergies">
      <AllergyPicker
        value={shown}
        onChange={setValue}
        kept={props.onFile}
        hint="The studio checks every booking against these. To remove one, please ask the studio."
      />
      <Button type="submit" disabled={busy || added.length === 0}>
        {busy ? 'Saving...' : 'Save allergies'}
      </Button>
    </Form>
  );
}
