import styled from '@emotion/styled';
import {
  addListEntry,
  allergenIds,
  allergenLabels,
  allergenOfEntry,
  readClientAllergies,
  withAllergen,
  withoutAllergen,
} from '@studio/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from './button.tsx';
import { Input, Label } from './field.tsx';
import { Stack } from './layout.tsx';

const Group = styled.fieldset(({ theme }) => ({
  margin: 0,
  padding: '8px 12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  display: 'grid',
  gap: 10,
  legend: { fontWeight: 700, padding: '0 4px' },
  p: { margin: 0, color: theme.colors.muted, fontSize: '0.85rem' },
}));
const Checks = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))',
  gap: 4,
  label: { display: 'flex', alignItems: 'center', gap: 8, minHeight: 36 },
});
const Chips = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  li: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    padding: '4px 12px',
    borderRadius: theme.radius.pill,
    background: theme.colors.primarySoft,
    color: theme.colors.primaryDark,
    fontSize: '0.85rem',
    fontWeight: 600,
  },
  button: {
    width: 28,
    height: 28,
    margin: '-4px -8px -4px 0',
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  },
}));
const Row = styled.div({ display: 'flex', gap: 8 });

/**
 * A client's allergies (issue 29, item 3): the studio's allergen list as checkboxes, which the
 * allergy check matches by id, and anything else as free text, which it can only match by words.
 * `kept` entries cannot be unticked or removed here: a client's own page passes what is on file,
 * since only staff may remove an allergy (and their save records it).
 */
export function AllergyPicker(props: {
  value: readonly string[];
  onChange: (value: string[]) => void;
  kept?: readonly string[];
  hint?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const kept = props.kept ?? [];
  const { allergens, freeText } = readClientAllergies(props.value);
  const keptAllergens = new Set(readClientAllergies(kept).allergens);
  const removableText = (entry: string) => !kept.includes(entry);
  const add = () => {
    // Typing an allergen's name ticks it, so the check matches it by id.
    const allergen = allergenOfEntry(draft);
    props.onChange(allergen ? withAllergen(props.value, allergen) : addListEntry(props.value, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the allergy instead of submitting the whole form.
    event.preventDefault();
    add();
  };
  return (
    <Group>
      <legend>Allergies</legend>
      {props.hint && <p>{props.hint}</p>}
      <Checks>
        {allergenIds.map((allergen) => (
          <label key={allergen}>
            <input
              type="checkbox"
              checked={allergens.includes(allergen)}
              disabled={keptAllergens.has(allergen)}
              onChange={(event) =>
                props.onChange(
                  event.target.checked
                    ? withAllergen(props.value, allergen)
                    : withoutAllergen(props.value, allergen),
                )
              }
            />
            {allergenLabels[allergen]}
          </label>
        ))}
      </Checks>
      <Stack gap={8}>
        <Label htmlFor={id}>Other allergies (free text: warns only when a product names it)</Label>
        {freeText.length > 0 && (
          <Chips aria-label="Other allergies">
            {freeText.map((entry) => (
              <li key={entry}>
                {entry}
                {removableText(entry) && (
                  <button
                    type="button"
                    aria-label={`Remove ${entry}`}
                    onClick={() => props.onChange(props.value.filter((other) => other.trim() !== entry))}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </Chips>
        )}
        <Row>
          <Input
            id={id}
            value={draft}
            placeholder="Type an allergy and press Enter"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="outline" onClick={add} aria-label="Add to other allergies">
            Add
          </Button>
        </Row>
      </Stack>
    </Group>
  );
}
