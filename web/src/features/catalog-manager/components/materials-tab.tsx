import { formatPriceModifier, messages } from '@studio/domain';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { CatalogSwitch } from './catalog-switch.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { Buttons, editable, ItemCard, ItemList, Muted, Row, Stack } from './styles.ts';
import type { CatalogEditor } from './use-catalog-editor.tsx';

/** The extra minutes a material adds, signed: '+15 min', '-5 min', 'no extra time'. */
export function formatExtraMinutes(minutes: number): string {
  if (minutes === 0) return 'no extra time';
  return `${minutes > 0 ? '+' : ''}${minutes} min`;
}

/** Materials: name, description, price modifier, extra minutes, badge and switch (spec §2). */
export function MaterialsTab(props: {
  materials: readonly Doc<'materials'>[];
  canEdit: boolean;
  editor: CatalogEditor;
}) {
  const { editor, materials } = props;
  return (
    <Stack>
      <Row>
        <Muted>{props.materials.length} materials</Muted>
        <Button size="sm" {...editable(props.canEdit)} onClick={() => editor.add('materials', materials)}>
          Add Material
        </Button>
      </Row>
      {props.materials.length === 0 && <EmptyState title="No materials yet" />}
      <ItemList>
        {props.materials.map((m, index) => (
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
            <Buttons>
              <Button
                size="sm"
                variant="outline"
                {...editable(props.canEdit)}
                onClick={() => editor.edit('materials', m)}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${m.name}`}
                {...editable(props.canEdit)}
                onClick={() => editor.remove('materials', m)}
              >
                Delete
              </Button>
              <MoveButtons
                name={m.name}
                index={index}
                count={materials.length}
                disabled={!props.canEdit}
                onMove={(step) => editor.move('materials', materials, index, step)}
              />
            </Buttons>
          </ItemCard>
        ))}
      </ItemList>
    </Stack>
  );
}
