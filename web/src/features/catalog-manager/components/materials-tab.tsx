import styled from '@emotion/styled';
import { formatPriceModifier, messages } from '@studio/domain';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { CatalogSwitch } from './catalog-switch.tsx';
import { Muted, notYet, Row, Stack } from './styles.ts';

const Item = styled.li(({ theme }) => ({
  padding: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  display: 'grid',
  gap: 6,
  h3: { margin: 0, fontSize: '1rem', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' },
  p: { margin: 0 },
}));

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
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {props.materials.map((m) => (
          <Item key={m.id}>
            <Row>
              <h3>
                {m.name}
                <Badge tone={m.is_active ? 'primary' : 'neutral'}>{m.is_active ? 'Visible' : 'Hidden'}</Badge>
              </h3>
              <CatalogSwitch
                kind="materials"
                id={m.id}
                active={m.is_active}
                name={m.name}
                texts={messages.toggles.material}
                disabled={!props.canEdit}
              />
            </Row>
            {m.description && <p>{m.description}</p>}
            <Muted>
              Price: {formatPriceModifier(m) ?? 'no extra charge'} · Time:{' '}
              {formatExtraMinutes(m.duration_modifier_minutes)}
            </Muted>
          </Item>
        ))}
      </ul>
    </Stack>
  );
}
