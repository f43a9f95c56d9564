import { formatStudioDate, nextOrderStatuses, type OrderStatus, type TimeZone } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import { OrderItems, OrderStatusBadge } from '../../../components/order-summary.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const actionLabels: Record<OrderStatus, string> = {
  reserved: 'Reserved',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancel',
};

/** One order: when, who, what, total, status, and the moves staff may make from here. */
export function OrderRow(props: {
  order: Doc<'orders'>;
  timeZone: TimeZone;
  canEdit: boolean;
  busy: boolean;
  onMove: (status: OrderStatus) => void;
}) {
  const { order } = props;
  return (
    <li aria-label={`Order of ${order.client_name ?? 'a client'}`}>
      <span className="when">{formatStudioDate(order.created_at, props.timeZone)}</span>
      <span className="service">{order.client_name ?? order.client_email ?? 'A client'}</span>
      <OrderItems order={order} />
      {order.fulfilment === 'shipping' && <span className="when">Ship to: {order.shipping_address}</span>}
      <OrderStatusBadge status={order.status} />
      {props.canEdit &&
        nextOrderStatuses(order.status).map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'cancelled' ? 'ghost' : 'outline'}
            disabled={props.busy}
            onClick={() => props.onMove(status)}
          >
            {actionLabels[status]}
          </Button>
        ))}
    </li>
  );
}
