import styled from '@emotion/styled';
import { formatMoney, formatPriceModifier, messages, serviceAddOnsOf } from '@studio/domain';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { InputField } from '../../../components/field.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { updateServiceNumbers } from '../api/update-catalog-item.ts';
import { cardMaterials, parseServiceNumber } from '../utils/catalog-view.ts';
import { CatalogSwitch } from './catalog-switch.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { editable, Muted, PlainList, Row, SubHeading } from './styles.ts';
import type { CatalogEditor } from './use-catalog-editor.tsx';

const CardActions = styled(Row)({ justifyContent: 'flex-start', marginTop: 12 });

const Box = styled.article(({ theme }) => ({
  padding: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  h3: { margin: 0, fontSize: '1rem' },
}));

const Numbers = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
  gap: 12,
  marginTop: 12,
});

type NumberKey = 'base_price' | 'duration_minutes';

/** A number field that saves on blur when its value changed; a bad value goes back. */
function ServiceNumberField(props: {
  service: Doc<'services'>;
  field: NumberKey;
  label: string;
  step: string;
  disabled: boolean;
}) {
  const db = useFirestore();
  const stored = props.service[props.field];
  const [text, setText] = useState<string | null>(null);
  const save = async () => {
    if (text === null) return;
    const value = parseServiceNumber(props.field, text);
    setText(null);
    if (value === null) {
      notify.error(messages.toggles.service.failed, `${props.label}: enter a number of at least 0.`);
      return;
    }
    if (value === stored) return;
    await writeWithToasts(() => updateServiceNumbers(db, props.service.id, { [props.field]: value }), {
      success: 'Service updated',
      successDescription: `${props.service.name}: ${props.label.toLowerCase()} saved.`,
      failed: messages.toggles.service.failed,
    });
  };
  return (
    <InputField
      label={props.label}
      type="number"
      inputMode="decimal"
      min={0}
      step={props.step}
      value={text ?? String(stored)}
      disabled={props.disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={save}
    />
  );
}

/**
 * A service in the catalogue manager (spec §2): its first three compatible materials (chosen in
 * Edit Service; every material when none is chosen) and its add-ons (made in the Add-ons Library).
 */
export function ServiceCard(props: {
  service: Doc<'services'>;
  /** Every material: the card shows the ones this service takes. */
  materials: readonly Doc<'materials'>[];
  /** Every add-on: the card shows this service's active ones. */
  addOns: readonly Doc<'serviceAddOns'>[];
  canEdit: boolean;
  editor: CatalogEditor;
  /** The services of its category, in order (for the arrows). */
  siblings: readonly Doc<'services'>[];
}) {
  const { service, canEdit, editor, siblings } = props;
  const index = siblings.findIndex((s) => s.id === service.id);
  const materials = cardMaterials(service, props.materials);
  const addOns = serviceAddOnsOf(service.id, props.addOns);
  return (
    <Box aria-label={service.name}>
      <Row>
        <div>
          <h3>{service.name}</h3>
          <Muted>
            {formatMoney(service.base_price)} · {service.duration_minutes} min
            {(service.buffer_minutes ?? 0) > 0 && ` + ${service.buffer_minutes} min clean-up`}
          </Muted>
        </div>
        <CatalogSwitch kind="services" item={service} texts={messages.toggles.service} disabled={!canEdit} />
      </Row>
      <Numbers>
        <ServiceNumberField
          service={service}
          field="base_price"
          label="Base price ($)"
          step="0.01"
          disabled={!canEdit}
        />
        <ServiceNumberField
          service={service}
          field="duration_minutes"
          label="Minutes"
          step="1"
          disabled={!canEdit}
        />
      </Numbers>
      <SubHeading>Compatible Materials</SubHeading>
      {materials.length === 0 ? (
        <Muted>
          {service.compatible_material_ids.length > 0
            ? 'None of its materials is visible'
            : 'No materials yet'}
        </Muted>
      ) : (
        <PlainList>
          {materials.map((m) => (
            <li key={m.id}>
              {m.name} <Muted>{formatPriceModifier(m) ?? 'no extra charge'}</Muted>
            </li>
          ))}
        </PlainList>
      )}
      <SubHeading>Compatible Add-ons</SubHeading>
      {addOns.length === 0 ? (
        <Muted>No add-ons assigned yet</Muted>
      ) : (
        <PlainList>
          {addOns.map((addOn) => (
            <li key={addOn.id}>
              {addOn.name} <Muted>{addOn.is_required ? 'required' : 'optional'}</Muted>
            </li>
          ))}
        </PlainList>
      )}
      <CardActions>
        <Button
          size="sm"
          variant="outline"
          {...editable(canEdit)}
          onClick={() => editor.edit('services', service)}
        >
          Edit Service
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${service.name}`}
          {...editable(canEdit)}
          onClick={() => editor.remove('services', service)}
        >
          Delete
        </Button>
        <MoveButtons
          name={service.name}
          index={index}
          count={siblings.length}
          disabled={!canEdit}
          onMove={(step) => editor.move('services', siblings, index, step)}
        />
      </CardActions>
    </Box>
  );
}
