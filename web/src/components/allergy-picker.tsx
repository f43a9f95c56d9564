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
import { ChipListInput } from './chip-list-input.tsx';

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
  const kept = props.kept ?? [];
  const { allergens, freeText } = readClientAllergies(props.value);
  const keptAllergens = new Set(readClientAllergies(kept).allergens);
  const addText = (draft: string) => {
    // Typing an allergen's name ticks it, so the check matches it by id.
    const allergen = allergenOfEntry(draft);
    props.onChange(allergen ? withAllergen(props.value, allergen) : addListEntry(props.value, draft));
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
      <ChipListInput
        label="Other allergies (free text: warns only when a product names it)"
        chipsLabel="Other allergies"
        addLabel="Add to other allergies"
        placeholder="Type an allergy and press Enter"
        values={freeText}
        canRemove={(entry) => !kept.includes(entry)}
        onAdd={addText}
        onRemove={(entry) => props.onChange(props.value.filter((other) => other.trim() !== entry))}
      />
    </Group>
  );
}
