import { formatPriceModifier, messages } from '@studio/domain';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { CatalogSwitch } from './catalog-switch.tsx';
import { ItemCard, ItemList, Muted, notYet, Row, Stack } from './styles.ts';

/** The extra minutes a material adds, signed: '+15 min', '-5 min', 'no extra time'. */
export function formatExtraMinutes(minutes: number): string {
  if (minutes === 0) return 'no extra time';
  return `${minutes > 0 ? '+' : ''}${minutes} min`;
}

/** Materials: name, description, price modifier, extra minutes, badge and switch (spec §2). */
export function MaterialsTab(props: { materials: readonly Doc<'materials'>[]; canEdit: boolean }) {
  return (
    <Stack>
      <Row>
        <Muted>{props.materials.length} materials</Muted>
        <Button size="sm" {...notYet}>
          Add Material
        </Button>
      </Row>
      {props.materials.length === 0 && <EmptyState title="No materials yet" />}
      <ItemList>
        {props.materials.map((m) => (
          <ItemCard key={m.id}>
            <Row>
              <h3>
                {m.name}
                <Badge tone={m.is_active ? 'primary' : 'neutral'}>{m.is_active ? 'Visible' : 'Hidden'}</Badge>
              </h3>
              <CatalogSwitch
                kind="materials"
                item={m}
                texts={messages.toggles.material}
                disabled={!props.canEdit}
              />
            </Row>
            {m.description && <p>{m.description}</p>}
            <Muted>
              Price: {formatPriceModifier(m) ?? 'no extra charge'} · Time:{' '}
              {formatExtraMinutes(m.duration_modifier_minutes)}
            </Muted>
          </ItemCard>
        ))}
      </ItemList>
    </Stack>
  );
}
