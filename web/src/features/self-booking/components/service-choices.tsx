import { SelectField } from '../../../components/field.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import type { ServiceChosen } from '../utils/visit-choice.ts';

/**
 * One service's compatible materials (checkboxes) and its add-ons (one option each; a required
 * add-on reads "Choose one" rather than "None"). The first service and every later one ask the
 * same way, so no service reaches the studio without its required add-ons.
 */
export function ServiceChoices(props: {
  /** The service's compatible materials, in display order. */
  materials: readonly Doc<'materials'>[];
  /** The service's active add-ons, in display order. */
  addOns: readonly Doc<'serviceAddOns'>[];
  chosen: ServiceChosen;
  onChange: (chosen: ServiceChosen) => void;
}) {
  const { chosen } = props;
  return (
    <>
      {props.materials.map((m) => (
        <label key={m.id}>
          <input
            type="checkbox"
            checked={chosen.materialIds.includes(m.id)}
            onChange={(e) =>
              props.onChange({
                ...chosen,
                materialIds: e.target.checked
                  ? [...chosen.materialIds, m.id]
                  : chosen.materialIds.filter((id) => id !== m.id),
              })
            }
          />{' '}
          {m.name}
        </label>
      ))}
      {props.addOns.map((a) => (
        <SelectField
          key={a.id}
          label={a.name}
          value={chosen.addOnSelections.find((s) => s.addOnId === a.id)?.optionId ?? ''}
          onChange={(e) => {
            const others = chosen.addOnSelections.filter((s) => s.addOnId !== a.id);
            const optionId = e.target.value;
            props.onChange({
              ...chosen,
              addOnSelections: optionId ? [...others, { addOnId: a.id, optionId }] : others,
            });
          }}
        >
          <option value="">{a.is_required ? 'Choose one' : 'None'}</option>
          {a.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </SelectField>
      ))}
    </>
  );
}
