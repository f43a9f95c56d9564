import styled from '@emotion/styled';
import { formatMoney, messages } from '@studio/domain';
import { useState } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Field } from '../../../components/field.tsx';
import { Select } from '../../../components/select.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { CatalogSwitch } from './catalog-switch.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { Buttons, editable, ItemCard, ItemList, Muted, PlainList, Row, Stack } from './styles.ts';
import type { CatalogEditor } from './use-catalog-editor.tsx';

const AddOnsHeading = styled.h2({ margin: 0, fontSize: '1.1rem' });

const AddOnsPanel = styled.section({ display: 'grid', gap: 12 });

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 16,
  [theme.mq.md]: { gridTemplateColumns: 'minmax(200px, 280px) minmax(0, 1fr)', alignItems: 'start' },
}));

// A phone picks the service from a select; wider screens show the list on the left (spec §2).
const PhonePicker = styled.div(({ theme }) => ({ [theme.mq.md]: { display: 'none' } }));

const ListPicker = styled.nav(({ theme }) => ({ display: 'none', [theme.mq.md]: { display: 'block' } }));

const Picker = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 4,
  button: {
    width: '100%',
    minHeight: 44,
    textAlign: 'left',
    padding: '8px 12px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    font: 'inherit',
    color: theme.colors.text,
    cursor: 'pointer',
  },
  'button[aria-pressed="true"]': {
    background: theme.colors.primarySoft,
    borderColor: theme.colors.primary,
    fontWeight: 600,
  },
}));

const AddOn = styled(ItemCard)({ gap: 8 });

/** An option's price: '+$5', 'included' at 0, '-$2' for a discount. */
export function formatOptionPrice(amount: number): string {
  if (amount === 0) return 'included';
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

function AddOnCard(props: {
  addOn: Doc<'serviceAddOns'>;
  canEdit: boolean;
  editor: CatalogEditor;
  siblings: readonly Doc<'serviceAddOns'>[];
  index: number;
}) {
  const { addOn, canEdit, editor } = props;
  return (
    <AddOn>
      <Row>
        <h3>
          {addOn.name}
          <Badge tone="neutral">{addOn.type || 'Add-on'}</Badge>
          <Badge tone={addOn.is_required ? 'accent' : 'neutral'}>
            {addOn.is_required ? 'Required' : 'Optional'}
          </Badge>
          <Badge tone={addOn.is_active ? 'primary' : 'neutral'}>
            {addOn.is_active ? 'Active' : 'Inactive'}
          </Badge>
        </h3>
        <CatalogSwitch
          kind="serviceAddOns"
          item={addOn}
          texts={messages.toggles.addOn}
          states={['Active', 'Inactive']}
          disabled={!canEdit}
        />
      </Row>
      {addOn.options.length === 0 ? (
        <Muted>No options</Muted>
      ) : (
        <PlainList>
          {addOn.options.map((option) => (
            <li key={option.id}>
              {option.label} <Muted>{formatOptionPrice(option.price_modifier)}</Muted>
            </li>
          ))}
        </PlainList>
      )}
      <Buttons>
        <Button
          size="sm"
          variant="outline"
          {...editable(canEdit)}
          onClick={() => editor.edit('serviceAddOns', addOn)}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${addOn.name}`}
          {...editable(canEdit)}
          onClick={() => editor.remove('serviceAddOns', addOn)}
        >
          Delete
        </Button>
        <MoveButtons
          name={addOn.name}
          index={props.index}
          count={props.siblings.length}
          disabled={!canEdit}
          onMove={(step) => editor.move('serviceAddOns', props.siblings, props.index, step)}
        />
      </Buttons>
    </AddOn>
  );
}

/** Add-ons Library: pick a service, see and switch its add-ons (spec §2). */
export function AddOnsTab(props: {
  services: readonly Doc<'services'>[];
  addOns: readonly Doc<'serviceAddOns'>[];
  canEdit: boolean;
  editor: CatalogEditor;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const selected = props.services.find((s) => s.id === picked) ?? props.services[0] ?? null;
  const addOns = selected ? props.addOns.filter((a) => a.service_id === selected.id) : [];
  const countOf = (serviceId: string) => props.addOns.filter((a) => a.service_id === serviceId).length;
  if (props.services.length === 0)
    return (
      <Stack>
        <EmptyState title={messages.empty.services} />
      </Stack>
    );
  return (
    <Stack>
      <Layout>
        <PhonePicker>
          <Field label="Service">
            {(ids) => (
              <Select {...ids} value={selected?.id ?? ''} onChange={(e) => setPicked(e.target.value)}>
                {props.services.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} ({countOf(s.id)})
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </PhonePicker>
        <ListPicker aria-label="Services">
          <Picker>
            {props.services.map((s) => (
              <li key={s.id}>
                <button type="button" aria-pressed={s.id === selected?.id} onClick={() => setPicked(s.id)}>
                  {s.name} <Muted>({countOf(s.id)})</Muted>
                </button>
              </li>
            ))}
          </Picker>
        </ListPicker>
        <AddOnsPanel aria-label={`Add-ons of ${selected?.name ?? ''}`}>
          <Row>
            <AddOnsHeading>{selected?.name}</AddOnsHeading>
            <Button
              size="sm"
              {...editable(props.canEdit)}
              onClick={() =>
                selected && props.editor.add('serviceAddOns', addOns, { service_id: selected.id })
              }
            >
              Add Add-on
            </Button>
          </Row>
          {addOns.length === 0 ? (
            <EmptyState title={messages.empty.addOns} />
          ) : (
            <ItemList>
              {addOns.map((a, index) => (
                <AddOnCard
                  key={a.id}
                  addOn={a}
                  canEdit={props.canEdit}
                  editor={props.editor}
                  siblings={addOns}
                  index={index}
                />
              ))}
            </ItemList>
          )}
        </AddOnsPanel>
      </Layout>
    </Stack>
  );
}
