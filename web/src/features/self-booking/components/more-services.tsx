import styled from '@emotion/styled';
import { maxVisitServices } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/field.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const Chosen = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 });
const Line = styled.li({ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap' });

/**
 * The services after the first, done one after another by the same member: each listed with a
 * Remove, and "Add another service" up to the visit's limit. The callables take materials and
 * add-ons for the first service only, so these come as they are, and the page says so.
 */
export function MoreServices(props: {
  /** The catalogue in display order. */
  catalogue: readonly Doc<'services'>[];
  /** The visit's services in order, the first one included. */
  serviceIds: readonly string[];
  onChange: (serviceIds: string[]) => void;
}) {
  const [first, ...more] = props.serviceIds;
  const extras = more.flatMap((id) => props.catalogue.filter((s) => s.id === id));
  const addable = props.catalogue.filter((s) => !props.serviceIds.includes(s.id));
  return (
    <>
      {extras.length > 0 && (
        <Chosen aria-label="Also in this visit">
          {extras.map((s) => (
            <Line key={s.id}>
              <span>+ {s.name}</span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => props.onChange(props.serviceIds.filter((id) => id !== s.id))}
              >
                Remove {s.name}
              </Button>
            </Line>
          ))}
        </Chosen>
      )}
      {extras.length > 0 && (
        <p>Materials and add-ons are for the first service; the others come as they are.</p>
      )}
      {first && props.serviceIds.length < maxVisitServices && addable.length > 0 && (
        <SelectField
          label="Add another service"
          value=""
          onChange={(e) => e.target.value && props.onChange([...props.serviceIds, e.target.value])}
        >
          <option value="">Choose one to add</option>
          {addable.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
