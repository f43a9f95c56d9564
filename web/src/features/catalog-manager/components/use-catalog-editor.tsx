import { messages, nextDisplayOrder, reorderedDisplayOrders, type ServiceCategory } from '@studio/domain';
import { type ReactNode, useState } from 'react';
import { useFirestore } from 'reactfire';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import {
  type CatalogKind,
  createCatalogItem,
  deleteCatalogItem,
  deleteOrArchiveService,
  saveCategory,
  saveDisplayOrders,
  updateCatalogItem,
} from '../api/edit-catalog.ts';
import { catalogForms } from '../utils/catalog-forms.ts';
import { CatalogItemDialog } from './catalog-item-dialog.tsx';

interface Editing {
  kind: CatalogKind;
  item: Record<string, unknown> | null;
  fixed: Record<string, unknown>;
  save: (data: Record<string, unknown>) => Promise<unknown>;
}

interface Deleting {
  title: string;
  message: string;
  run: () => Promise<unknown>;
}

type Entry = { id: string; name: string; display_order: number };

/** What the catalogue's buttons do: open the add/edit dialog, ask before deleting, move up/down. */
export interface CatalogEditor {
  add: (kind: CatalogKind, list: readonly Entry[], fixed?: Record<string, unknown>) => void;
  edit: (kind: CatalogKind, item: Entry & Record<string, unknown>) => void;
  remove: (kind: CatalogKind, item: Entry) => void;
  move: (kind: CatalogKind, list: readonly Entry[], index: number, step: -1 | 1) => void;
}

const noun: Record<CatalogKind, 'category' | 'service' | 'material' | 'addOn'> = {
  serviceCategories: 'category',
  services: 'service',
  materials: 'material',
  serviceAddOns: 'addOn',
};

/**
 * The catalogue's dialogs and the actions that open them; services are needed for a category,
 * materials for a service's compatible materials.
 */
export function useCatalogEditor(
  services: readonly Doc<'services'>[],
  materials: readonly Doc<'materials'>[],
): {
  editor: CatalogEditor;
  dialogs: ReactNode;
} {
  const db = useFirestore();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [busy, setBusy] = useState(false);

  const editor: CatalogEditor = {
    add(kind, list, fixed = {}) {
      setEditing({
        kind,
        item: null,
        fixed: { ...fixed, display_order: nextDisplayOrder(list) },
        save: (data) => createCatalogItem(db, kind, data),
      });
    },
    edit(kind, item) {
      const { id, ...fields } = item;
      const isCategory = kind === 'serviceCategories';
      setEditing({
        kind,
        item: fields,
        fixed: { ...fields },
        save: (data) =>
          isCategory
            ? saveCategory(db, id, data as ServiceCategory, item.name, services)
            : updateCatalogItem(db, kind, id, data),
      });
    },
    remove(kind, item) {
      const texts = messages.catalog[noun[kind]];
      if (kind === 'serviceCategories') {
        const held = services.filter((s) => s.parent_category === item.name).length;
        if (held > 0) {
          notify.error(texts.deleteFailed, messages.catalog.categoryHoldsServices(held));
          return;
        }
      }
      setDeleting({
        title: `Delete ${item.name}?`,
        message:
          kind === 'services'
            ? 'It is deleted, or hidden instead when bookings refer to it.'
            : 'This cannot be undone.',
        run: () =>
          kind === 'services'
            ? serviceDeletion(item.id)
            : writeWithToasts(() => deleteCatalogItem(db, kind, item.id), {
                success: texts.deleted,
                failed: texts.deleteFailed,
              }),
      });
    },
    move(kind, list, index, step) {
      const orders = reorderedDisplayOrders(list, index, step);
      if (orders.length === 0) return;
      void writeWithToasts(() => saveDisplayOrders(db, kind, orders), {
        success: messages.catalog.reordered,
        failed: messages.catalog.reorderFailed,
      });
    },
  };

  async function serviceDeletion(id: string) {
    const texts = messages.catalog.service;
    try {
      const done = await deleteOrArchiveService(db, { id, is_active: true });
      if (done === 'archived')
        notify.success(messages.catalog.serviceArchived, messages.catalog.serviceArchivedDescription);
      else notify.success(texts.deleted);
    } catch (error) {
      notify.error(texts.deleteFailed, (error as Error).message);
    }
  }

  const confirm = async () => {
    if (!deleting) return;
    setBusy(true);
    await deleting.run();
    setBusy(false);
    setDeleting(null);
  };

  const dialogs = (
    <>
      {editing && (
        <CatalogItemDialog
          open
          form={catalogForms[editing.kind]}
          materials={materials}
          item={editing.item}
          fixed={editing.fixed}
          save={editing.save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.title ?? ''}
        message={deleting?.message ?? ''}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
  return { editor, dialogs };
}
