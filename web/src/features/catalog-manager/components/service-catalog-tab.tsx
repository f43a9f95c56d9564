import styled from '@emotion/styled';
import { messages } from '@studio/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { catalogSections } from '../utils/catalog-view.ts';
import { CatalogSwitch } from './catalog-switch.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { Buttons, editable, Muted, Row, Stack } from './styles.ts';
import type { CatalogEditor } from './use-catalog-editor.tsx';

const AddServiceButton = styled(Button)({ whiteSpace: 'normal', textAlign: 'left' });

// minWidth 0: a grid item may shrink below its cards' 300 px minimum on a phone.
const Section = styled(Card)({ padding: 16, display: 'grid', gap: 12, overflow: 'visible', minWidth: 0 });

const Heading = styled.h2({
  margin: 0,
  fontSize: '1.15rem',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
});

const Services = styled.div({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
});

/** Service Catalog: categories with their services grouped by parent category (spec §2). */
export function ServiceCatalogTab(props: {
  categories: readonly Doc<'serviceCategories'>[];
  services: readonly Doc<'services'>[];
  canEdit: boolean;
  editor: CatalogEditor;
  renderService: (service: Doc<'services'>, siblings: readonly Doc<'services'>[]) => ReactNode;
}) {
  const { editor, categories } = props;
  const sections = catalogSections(props.categories, props.services);
  if (sections.length === 0)
    return (
      <Stack>
        <EmptyState title="No categories yet" />
      </Stack>
    );
  return (
    <Stack>
      {sections.map(({ category, title, services }) => (
        <Section as="section" key={category?.id ?? `group-${title}`} aria-label={title}>
          <Row>
            <div>
              <Heading>
                {category?.icon && <span aria-hidden="true">{category.icon}</span>}
                {title}
              </Heading>
              {category?.description && <Muted>{category.description}</Muted>}
            </div>
            {category && (
              <Buttons>
                <CatalogSwitch
                  kind="serviceCategories"
                  item={category}
                  texts={messages.toggles.category}
                  disabled={!props.canEdit}
                />
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${category.name}`}
                  {...editable(props.canEdit)}
                  onClick={() => editor.edit('serviceCategories', category)}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${category.name}`}
                  {...editable(props.canEdit)}
                  onClick={() => editor.remove('serviceCategories', category)}
                >
                  Delete
                </Button>
                <MoveButtons
                  name={category.name}
                  index={categories.indexOf(category)}
                  count={categories.length}
                  disabled={!props.canEdit}
                  onMove={(step) =>
                    editor.move('serviceCategories', categories, categories.indexOf(category), step)
                  }
                />
              </Buttons>
            )}
          </Row>
          {services.length === 0 ? (
            <Muted>{messages.empty.services}</Muted>
          ) : (
            <Services>{services.map((service) => props.renderService(service, services))}</Services>
          )}
          {category && (
            <div>
              <AddServiceButton
                size="sm"
                variant="outline"
                {...editable(props.canEdit)}
                onClick={() => editor.add('services', services, { parent_category: category.name })}
              >
                Add Base Service to {category.name}
              </AddServiceButton>
            </div>
          )}
        </Section>
      ))}
    </Stack>
  );
}
