import styled from '@emotion/styled';
import { compatibleMaterials, formatPriceModifier } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/field.tsx';
import { Stack } from '../../../components/layout.tsx';
import type { Status } from '../../../utils/combined-status.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import type { ServiceChoice } from '../model/booking-quote.ts';

const Group = styled.fieldset(({ theme }) => ({
  display: 'grid',
  gap: 6,
  margin: 0,
  padding: 0,
  border: 0,
  legend: { padding: 0, marginBottom: 6, fontWeight: 600, fontSize: '0.9rem' },
  label: { display: 'flex', gap: 8, alignItems: 'center', fontSize: '0.9rem' },
  '.extra': { color: theme.colors.muted, fontSize: '0.8rem' },
}));

const ServiceBox = styled.section(({ theme }) => ({
  display: 'grid',
  gap: 12,
  '& + &': { paddingTop: 12, borderTop: `1px solid ${theme.colors.border}` },
}));

export interface Catalogue {
  status: Status;
  services: readonly Doc<'services'>[];
  materials: readonly Doc<'materials'>[];
  /** The add-ons of the services chosen. */
  addOns: readonly Doc<'serviceAddOns'>[];
}

/** "Service", then "Service 2", …: the first keeps the label the form always had. */
const numbered = (label: string, index: number) => (index === 0 ? label : `${label} ${index + 1}`);

/** One service of the visit: its category, the service, its materials and its add-ons. */
function ServiceFields(props: {
  index: number;
  choice: ServiceChoice;
  catalogue: Catalogue;
  /** Services already in the visit elsewhere: a service comes once. */
  takenIds: ReadonlySet<string>;
  onChange: (next: ServiceChoice) => void;
  onRemove?: () => void;
  category: string;
  onCategory: (category: string) => void;
}) {
  const { choice, catalogue, index } = props;
  const categories = [
    ...new Set(catalogue.services.map((s) => s.parent_category).filter((c): c is string => Boolean(c))),
  ];
  const category = props.category;
  const offered = catalogue.services.filter(
    (s) =>
      (!category || s.parent_category === category) &&
      (!props.takenIds.has(s.id) || s.id === choice.serviceId),
  );
  const service = catalogue.services.find((s) => s.id === choice.serviceId);
  // The materials this service takes (none listed on the service: every active one).
  const materials = service ? compatibleMaterials(service, catalogue.materials) : [];
  const addOns = catalogue.addOns.filter((a) => a.service_id === choice.serviceId);
  const name = service?.name ?? `service ${index + 1}`;
  return (
    <ServiceBox aria-label={index === 0 ? 'First service' : `Service ${index + 1}: ${name}`}>
      {categories.length > 1 && (
        <SelectField
          label={numbered('Category', index)}
          value={category}
          onChange={(e) => {
            const next = e.target.value;
            props.onCategory(next);
            // A service of another category is no longer in the list: it is no longer chosen.
            if (next && service && service.parent_category !== next)
              props.onChange({ ...choice, serviceId: '', materialIds: [], addOnOptions: {} });
          }}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={numbered('Service', index)}
        required
        value={choice.serviceId}
        onChange={(e) => {
          const next = catalogue.services.find((s) => s.id === e.target.value);
          const takes = new Set(next ? compatibleMaterials(next, catalogue.materials).map((m) => m.id) : []);
          props.onChange({
            ...choice,
            serviceId: e.target.value,
            materialIds: choice.materialIds.filter((id) => takes.has(id)),
            addOnOptions: {},
          });
        }}
      >
        <option value="">
          {catalogue.status === 'loading'
            ? 'Loading...'
            : catalogue.status === 'error'
              ? 'The services could not be read'
              : 'Choose a service'}
        </option>
        {offered.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.duration_minutes} min)
          </option>
        ))}
      </SelectField>
      {materials.length > 0 && (
        <Group>
          <legend>{index === 0 ? 'Materials' : `Materials for ${name}`}</legend>
          {materials.map((m) => (
            <label key={m.id}>
              <input
                type="checkbox"
                checked={choice.materialIds.includes(m.id)}
                onChange={(e) =>
                  props.onChange({
                    ...choice,
                    materialIds: e.target.checked
                      ? [...choice.materialIds, m.id]
                      : choice.materialIds.filter((id) => id !== m.id),
                  })
                }
              />
              {m.name}
              {/* What the material adds, as the catalogue shows it; the price lines sum it up. */}
              {formatPriceModifier(m) && <span className="extra">{formatPriceModifier(m)}</span>}
              {m.duration_modifier_minutes !== 0 && (
                <span className="extra">+{m.duration_modifier_minutes} min</span>
              )}
            </label>
          ))}
        </Group>
      )}
      {addOns.map((addOn) => (
        <SelectField
          key={addOn.id}
          label={addOn.is_required ? `${addOn.name} (required)` : addOn.name}
          value={choice.addOnOptions[addOn.id] ?? ''}
          onChange={(e) => {
            const optionId = e.target.value;
            const { [addOn.id]: _, ...rest } = choice.addOnOptions;
            props.onChange({ ...choice, addOnOptions: optionId ? { ...rest, [addOn.id]: optionId } : rest });
          }}
        >
          <option value="">{addOn.is_required ? 'Choose an option' : 'None'}</option>
          {addOn.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </SelectField>
      ))}
      {props.onRemove && (
        <div>
          <Button size="sm" variant="outline" onClick={props.onRemove}>
            Remove {name}
          </Button>
        </div>
      )}
    </ServiceBox>
  );
}

/**
 * The visit's services, one after another (issue 31): each with its own materials and add-ons;
 * "Add another service" appends one once the last is chosen, and any but the first can go.
 */
export function ServicesStep(props: {
  choices: readonly ServiceChoice[];
  categories: readonly string[];
  catalogue: Catalogue;
  maxServices: number;
  onChange: (choices: ServiceChoice[], categories: string[]) => void;
  onAdd: () => void;
}) {
  const { choices, categories } = props;
  const chosenIds = choices.map((c) => c.serviceId).filter(Boolean);
  const last = choices[choices.length - 1];
  return (
    <Stack gap={12}>
      {choices.map((choice, index) => (
        <ServiceFields
          key={choice.key}
          index={index}
          choice={choice}
          catalogue={props.catalogue}
          takenIds={new Set(chosenIds)}
          category={categories[index] ?? ''}
          onCategory={(category) =>
            props.onChange(
              [...choices],
              choices.map((_, i) => (i === index ? category : (categories[i] ?? ''))),
            )
          }
          onChange={(next) =>
            props.onChange(
              choices.map((c, i) => (i === index ? next : c)),
              [...categories],
            )
          }
          {...(index === 0
            ? {}
            : {
                onRemove: () =>
                  props.onChange(
                    choices.filter((_, i) => i !== index),
                    categories.filter((_, i) => i !== index),
                  ),
              })}
        />
      ))}
      {choices.length < props.maxServices && last?.serviceId && (
        <div>
          <Button size="sm" variant="outline" onClick={props.onAdd}>
            Add another service
          </Button>
        </div>
      )}
    </Stack>
  );
}
