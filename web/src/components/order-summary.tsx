import styled from '@emotion/styled';
import { formatBookingPrice, type Order, orderStatusLabels } from '@studio/domain';
import { Badge, type BadgeTone } from './badge.tsx';

const tones: Record<Order['status'], BadgeTone> = {
  reserved: 'primary',
  ready_for_pickup: 'accent',
  picked_up: 'neutral',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  return <Badge tone={tones[status]}>{orderStatusLabels[status]}</Badge>;
}

const Items = styled.span({ flex: '1 1 200px' });

/** What was ordered ("2 × Cuticle Oil, 1 × Top Coat") and its total, as stored on the order. */
export function OrderItems({ order }: { order: Pick<Order, 'lines' | 'total_cents'> }) {
  return (
    <>
      <Items>{order.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</Items>
      <strong>{formatBookingPrice(order.total_cents / 100)}</strong>
    </>
  );
}
