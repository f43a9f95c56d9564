import styled from '@emotion/styled';
import { compatibleMaterials, formatMoney, formatPriceModifier, serviceAddOnsOf } from '@studio/domain';
import { ButtonLink } from '../../../components/button.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const Row = styled.li(({ theme }) => ({
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: '12px 0',
  borderTop: `1px solid ${theme.colors.border}`,
  '&:first-of-type': { borderTop: 0 },
}));

const Info = styled.div({ minWidth: 0, flex: 1 });

const Name = styled.h5(({ theme }) => ({ margin: 0, fontSize: '0.98rem', fontFamily: theme.fonts.body }));

/** Two lines at most (spec §2); the full text is the title. */
const Description = styled.p(({ theme }) => ({
  margin: '2px 0 6px',
  fontSize: '0.85rem',
  color: theme.colors.muted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));

const Meta = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  gap: 12,
  fontSize: '0.82rem',
  color: theme.colors.muted,
  strong: { color: theme.colors.primaryDark },
}));

const Extras = styled.p(({ theme }) => ({
  margin: '4px 0 0',
  fontSize: '0.8rem',
  color: theme.colors.muted,
  span: { color: theme.colors.text, fontWeight: 600 },
}));

/** 'Gel Polish +$15, Chrome +10%': each with its price when it has one. */
function materialList(materials: readonly Doc<'materials'>[]): string {
  return materials
    .map((material) => [material.name, formatPriceModifier(material)].filter(Boolean).join(' '))
    .join(', ');
}

/**
 * One service: name, two-line description, starting price when shown, duration; the materials it
 * takes when it chose some (otherwise every one the card lists) and its add-ons; Book button.
 */
export function ServiceRow(props: {
  service: Doc<'services'>;
  materials: readonly Doc<'materials'>[];
  addOns: readonly Doc<'serviceAddOns'>[];
}) {
  const { service } = props;
  const materials =
    service.compatible_material_ids.length > 0 ? compatibleMaterials(service, props.materials) : [];
  const addOns = serviceAddOnsOf(service.id, props.addOns);
  return (
    <Row>
      <Info>
        <Name>{service.name}</Name>
        {service.description && <Description title={service.description}>{service.description}</Description>}
        <Meta>
          {service.show_starting_price && <strong>From {formatMoney(service.base_price)}</strong>}
          <span>{service.duration_minutes} min</span>
        </Meta>
        {materials.length > 0 && (
          <Extras>
            <span>Materials:</span> {materialList(materials)}
          </Extras>
        )}
        {addOns.length > 0 && (
          <Extras>
            <span>Add-ons:</span> {addOns.map((addOn) => addOn.name).join(', ')}
          </Extras>
        )}
      </Info>
      <ButtonLink
        to={`/booking?service=${encodeURIComponent(service.id)}`}
        size="sm"
        variant="outline"
        aria-label={`Book ${service.name}`}
      >
        Book
      </ButtonLink>
    </Row>
  );
}
