import { formatStudioDate, type TimeZone } from '@studio/domain';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { CardRows } from '../../../components/card-rows.tsx';
import { OrderItems, OrderStatusBadge } from '../../../components/order-summary.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

/** 'My Orders': what she reserved in the shop, its total (paid at the studio) and where it stands. */
export function MyOrders(props: { orders: readonly Doc<'orders'>[]; timeZone: TimeZone }) {
  return (
    <Card>
      <CardBody>
        <CardTitle as="h2">My Orders</CardTitle>
        <CardRows aria-label="My orders">
          {props.orders.map((order) => (
            <li key={order.id}>
              <span className="when">{formatStudioDate(order.created_at, props.timeZone)}</span>
              <OrderItems order={order} />
              <OrderStatusBadge status={order.status} />
            </li>
          ))}
        </CardRows>
      </CardBody>
    </Card>
  );
}
