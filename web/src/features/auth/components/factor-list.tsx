import styled from '@emotion/styled';
import { formatStudioDate, type TimeZone } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import type { FactorRow } from '../utils/factor-rows.ts';

const List = styled(ItemList)(({ theme }) => ({
  '.what': { flex: 1, minWidth: 0 },
  strong: { display: 'block', overflowWrap: 'anywhere' },
  '.detail': { display: 'block', fontSize: '0.85rem', color: theme.colors.muted },
}));

const Empty = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.muted }));

/** The account's second factors: name, masked phone and when it was added, each with Remove. */
export function FactorList(props: {
  rows: FactorRow[];
  timeZone: TimeZone;
  onRemove: (row: FactorRow) => void;
}) {
  if (props.rows.length === 0) {
    return <Empty>No phone yet. Add one below to turn two-step verification on.</Empty>;
  }
  return (
    <List aria-label="Your phones">
      {props.rows.map((row) => (
        <li key={row.uid}>
          <div className="what">
            <strong>{row.name}</strong>
            <span className="detail">{row.detail}</span>
            <span className="detail">Added {formatStudioDate(row.enrolledAt, props.timeZone)}</span>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Remove ${row.name}`}
            onClick={() => props.onRemove(row)}
          >
            Remove
          </Button>
        </li>
      ))}
    </List>
  );
}
