import styled from '@emotion/styled';
import { formatPriceModifier } from '@studio/domain/pricing/price-modifier';
import { useId, useState } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import {
  categoryGroups,
  categoryMaterials,
  servicesOfCategory,
  toggleGroup,
} from '../utils/category-services.ts';
import { ServiceRow } from './service-row.tsx';

const BookLink = styled(ButtonLink)({ marginTop: 'auto' });

const CountAndChevron = styled.span({ display: 'inline-flex', alignItems: 'center', gap: 8 });

const GroupHeading = styled.h4({ margin: 0 });

const Shell = styled(Card)({ display: 'flex', flexDirection: 'column', padding: 20, gap: 16 });

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  gap: 14,
  alignItems: 'flex-start',
  h3: { margin: 0, fontSize: '1.25rem', fontFamily: theme.fonts.heading },
  p: { margin: '4px 0 0', color: theme.colors.muted, fontSize: '0.92rem' },
}));

const Icon = styled.span(({ theme }) => ({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: 14,
  fontSize: '1.5rem',
  background: `linear-gradient(135deg, ${theme.colors.primarySoft}, ${theme.colors.accentSoft})`,
}));

const Groups = styled.div({ display: 'grid', gap: 8 });

const GroupToggle = styled.button(({ theme }) => ({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '10px 12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.background,
  font: 'inherit',
  fontWeight: 600,
  color: theme.colors.text,
  cursor: 'pointer',
  '&[aria-expanded="true"]': { background: theme.colors.primarySoft, borderColor: 'transparent' },
  svg: { transition: 'transform 0.2s' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

const GroupPanel = styled.ul({ listStyle: 'none', margin: 0, padding: '0 4px' });

const Materials = styled.div(({ theme }) => ({
  borderTop: `1px dashed ${theme.colors.border}`,
  paddingTop: 12,
  h4: {
    margin: '0 0 8px',
    fontSize: '0.85rem',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: theme.colors.muted,
  },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 },
}));

const Empty = styled.p(({ theme }) => ({ color: theme.colors.muted, margin: 0, fontStyle: 'italic' }));

function Chevron() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/**
 * A service category (spec §2): icon, name, description; services grouped by subcategory in a
 * single-open list with a count per group, each service with the materials it takes (when it
 * chose some) and its add-ons; the materials its services take with their add-on price;
 * 'Browse {category}'.
 */
export function CategoryCard(props: {
  category: Doc<'serviceCategories'>;
  services: readonly Doc<'services'>[];
  materials: readonly Doc<'materials'>[];
  addOns: readonly Doc<'serviceAddOns'>[];
}) {
  const { category } = props;
  const groups = categoryGroups(props.services, category.name);
  const materials = categoryMaterials(servicesOfCategory(props.services, category.name), props.materials);
  const [open, setOpen] = useState<string | null>(groups[0]?.name ?? null);
  const id = useId();
  return (
    <Shell as="article" aria-labelledby={`${id}-title`}>
      <Head>
        <Icon aria-hidden="true">{category.icon || '💅'}</Icon>
        <div>
          <h3 id={`${id}-title`}>{category.name}</h3>
          {category.description && <p>{category.description}</p>}
        </div>
      </Head>
      {groups.length === 0 ? (
        <Empty>No services available</Empty>
      ) : (
        <Groups>
          {groups.map((group, index) => {
            const expanded = open === group.name;
            const panelId = `${id}-group-${index}`;
            return (
              <div key={group.name}>
                <GroupHeading>
                  <GroupToggle
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen((current) => toggleGroup(current, group.name))}
                  >
                    <span>{group.name}</span>
                    <CountAndChevron>
                      <Badge aria-label={`${group.services.length} services`}>{group.services.length}</Badge>
                      <Chevron />
                    </CountAndChevron>
                  </GroupToggle>
                </GroupHeading>
                <GroupPanel id={panelId} hidden={!expanded}>
                  {group.services.map((service) => (
                    <ServiceRow
                      key={service.id}
                      service={service}
                      materials={props.materials}
                      addOns={props.addOns}
                    />
                  ))}
                </GroupPanel>
              </div>
            );
          })}
        </Groups>
      )}
      {materials.length > 0 && (
        <Materials>
          <h4>Materials</h4>
          <ul>
            {materials.map((material) => {
              const addOn = formatPriceModifier(material);
              return (
                <li key={material.id}>
                  <Badge tone="neutral">
                    {material.name}
                    {addOn && <strong> {addOn}</strong>}
                  </Badge>
                </li>
              );
            })}
          </ul>
        </Materials>
      )}
      <BookLink to="/booking" variant="outline" block>
        Browse {category.name}
      </BookLink>
    </Shell>
  );
}
