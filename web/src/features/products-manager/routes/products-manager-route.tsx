import styled from '@emotion/styled';
import { messages } from '@studio/domain';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { useStaffPermission } from '../../../utils/staff-access.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { deleteProduct, setProductActive, useManagedProducts } from '../api/products.ts';
import { ProductAdminCard } from '../components/product-admin-card.tsx';
import { ProductDialog } from '../components/product-dialog.tsx';

// Fills the row: as many columns of at least 240 px as fit (a staff screen, not a shop window).
const ProductGrid = styled.div({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
});

type Editing = { product: Doc<'products'> | null } | null;

function ProductsManager() {
  const db = useFirestore();
  const { status, data: products } = useManagedProducts();
  const loading = status === 'loading';
  const { canEdit, viewOnly } = useStaffPermission('manageServices');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Doc<'products'> | null>(null);
  const [busy, whileBusy] = useBusy();

  const toggleActive = (p: Doc<'products'>) =>
    writeWithToasts(() => setProductActive(db, p.id, !p.is_active), {
      success: messages.products.updated,
      failed: messages.products.updateFailed,
    });
  const confirmDelete = async () => {
    if (!deleting) return;
    const deleted = await whileBusy(() =>
      writeWithToasts(() => deleteProduct(db, deleting.id), {
        success: messages.products.deleted,
        failed: messages.products.deleteFailed,
      }),
    );
    if (deleted) setDeleting(null);
  };

  return (
    <DashboardPage
      title="Products Management"
      subtitle="Manage the products shown in your shop"
      actions={
        <Button disabled={!canEdit} onClick={() => setEditing({ product: null })}>
          New Product
        </Button>
      }
    >
      {viewOnly && (
        <Notice>
          Your account may view products but not change them (assistants need “manage services”).
        </Notice>
      )}
      {loading && <Spinner label="Loading products…" />}
      {!loading && products.length === 0 && <EmptyState title={messages.products.empty} />}
      {products.length > 0 && (
        <ProductGrid>
          {products.map((p) => (
            <ProductAdminCard
              key={p.id}
              product={p}
              canEdit={canEdit}
              onEdit={() => setEditing({ product: p })}
              onToggleActive={() => toggleActive(p)}
              onDelete={() => setDeleting(p)}
            />
          ))}
        </ProductGrid>
      )}
      <ProductDialog
        open={editing !== null}
        product={editing?.product ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product?"
        message={`Delete “${deleting?.name ?? ''}”? This cannot be undone.`}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </DashboardPage>
  );
}

/** /dashboard/products (spec §2). */
export function ProductsManagerRoute() {
  return (
    <ErrorBoundary
      name="The products manager"
      fallback={<Notice role="alert">The products could not be loaded. Reload the page to try again.</Notice>}
    >
      <ProductsManager />
    </ErrorBoundary>
  );
}
