import styled from '@emotion/styled';
import { maxVisitServices } from '@studio/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/field.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const Chosen = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 });
const Line = styled.div({ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap' });
const Extra = styled.li({ display: 'grid', gap: 8 });

/**
 * The services after the first, done one after another by the same member: each listed with a
 * Remove and its own materials and add-ons (`choicesOf`), and "Add another service" up to the
 * visit's limit.
 */
export function MoreServices(props: {
  /** The catalogue in display order. */
  catalogue: readonly Doc<'services'>[];
  /** The visit's services in order, the first one included. */
  serviceIds: readonly string[];
  onChange: (serviceIds: string[]) => void;
  /** A later service's materials and add-ons to choose. */
  choicesOf: (serviceId: string) => ReactNode;
}) {
  const [first, ...more] = props.serviceIds;
  const extras = more.flatMap((id) => props.catalogue.filter((s) => s.id === id));
  const addable = props.catalogue.filter((s) => !props.serviceIds.includes(s.id));
  return (
    <>
      {extras.length > 0 && (
        <Chosen aria-label="Also in this visit">
          {extras.map((s) => (
            <Extra key={s.id} aria-label={s.name}>
              <Line>
                <span>+ {s.name}</span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => props.onChange(props.serviceIds.filter((id) => id !== s.id))}
                >
                  Remove {s.name}
                </Button>
              </Line>
              {props.choicesOf(s.id)}
            </Extra>
          ))}
        </Chosen>
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
