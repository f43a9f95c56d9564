import type { OrderStatus } from '@studio/domain';
import { orderStatusLabels } from '@studio/domain';
import { useState } from 'react';
import { CardRows } from '../../../components/card-rows.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffPermission } from '../../../utils/staff-access.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { setOrderStatus, useLatestOrders } from '../api/orders.ts';
import { OrderRow } from '../components/order-row.tsx';

function OrdersManager() {
  const {
    status,
    data: { orders, leftOut },
  } = useLatestOrders();
  const { settings } = usePublicSettings();
  const { canEdit, viewOnly } = useStaffPermission('manageServices');
  const [cancelling, setCancelling] = useState<Doc<'orders'> | null>(null);
  const [busy, whileBusy] = useBusy();

  const move = (order: Doc<'orders'>, next: OrderStatus) =>
    whileBusy(() =>
      writeWithToasts(() => setOrderStatus(order.id, next), {
        success:
          next === 'cancelled' ? 'Order cancelled' : `Order marked ${orderStatusLabels[next].toLowerCase()}`,
        successDescription: next === 'cancelled' ? 'Its items are back in stock.' : undefined,
        failed: 'Could not update the order',
      }),
    );
  const confirmCancel = async () => {
    if (cancelling && (await move(cancelling, 'cancelled'))) setCancelling(null);
  };

  return (
    <DashboardPage title="Orders" subtitle="Shop orders reserved for pickup; clients pay at the studio">
      {!settings.ecommerce_functionality_enabled && (
        <Notice>Online ordering is off (Settings → Features): the shop takes no new orders.</Notice>
      )}
      {viewOnly && (
        <Notice>Your account may view orders but not change them (assistants need “manage services”).</Notice>
      )}
      <InvalidDocumentsNotice collection="orders" noun={['order', 'orders']} documents={leftOut} />
      {status === 'loading' && <Spinner label="Loading orders…" />}
      {status === 'error' && failed}
      {status === 'success' && orders.length === 0 && <EmptyState title="No orders yet" />}
      {orders.length > 0 && (
        <CardRows aria-label="Orders">
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              timeZone={settings.scheduling_timezone}
              canEdit={canEdit}
              busy={busy}
              onMove={(next) => (next === 'cancelled' ? setCancelling(order) : void move(order, next))}
            />
          ))}
        </CardRows>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this order?"
        message={
          cancelling
            ? `The order of ${cancelling.client_name ?? 'this client'} will be cancelled and its items put back in stock.`
            : ''
        }
        confirmLabel="Cancel order"
        busy={busy}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </DashboardPage>
  );
}

const failed = <EmptyState title="The orders could not be loaded">Please refresh the page.</EmptyState>;

/** The staff Orders screen (issue 16): every shop order, live, moved along by staff who manage the shop. */
export function OrdersManagerRoute() {
  return (
    <ErrorBoundary name="Orders" fallback={failed}>
      <OrdersManager />
    </ErrorBoundary>
  );
}
