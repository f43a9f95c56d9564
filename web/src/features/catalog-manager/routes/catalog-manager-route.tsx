import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useStaffPermission } from '../../../utils/staff-access.ts';
import { useCatalogManager } from '../api/get-catalog.ts';
import { AddOnsTab } from '../components/add-ons-tab.tsx';
import { MaterialsTab } from '../components/materials-tab.tsx';
import { ServiceCard } from '../components/service-card.tsx';
import { ServiceCatalogTab } from '../components/service-catalog-tab.tsx';
import { editable } from '../components/styles.ts';
import { useCatalogEditor } from '../components/use-catalog-editor.tsx';

type CatalogTab = 'catalog' | 'materials' | 'add-ons';

function CatalogManager() {
  const [tab, setTab] = useState<CatalogTab>('catalog');
  const { status, data: catalog } = useCatalogManager();
  const { canEdit, viewOnly } = useStaffPermission('manageServices');
  const { editor, dialogs } = useCatalogEditor(catalog.services, catalog.materials);
  if (status === 'loading') return <Spinner label="Loading the catalogue…" />;
  return (
    <>
      {dialogs}
      <Button {...editable(canEdit)} onClick={() => editor.add('serviceCategories', catalog.categories)}>
        Add Category
      </Button>
      {viewOnly && (
        <Notice>
          Your account may view the catalogue but not change it (assistants need “manage services”, set by the
          owner under Settings → Advanced).
        </Notice>
      )}
      <Tabs<CatalogTab>
        label="Service catalogue"
        selected={tab}
        onSelect={setTab}
        items={[
          {
            key: 'catalog',
            label: 'Service Catalog',
            panel: (
              <ServiceCatalogTab
                categories={catalog.categories}
                services={catalog.services}
                canEdit={canEdit}
                editor={editor}
                renderService={(service, siblings) => (
                  <ServiceCard
                    key={service.id}
                    service={service}
                    materials={catalog.materials}
                    addOns={catalog.addOns}
                    canEdit={canEdit}
                    editor={editor}
                    siblings={siblings}
                  />
                )}
              />
            ),
          },
          {
            key: 'materials',
            label: 'Materials',
            panel: <MaterialsTab materials={catalog.materials} canEdit={canEdit} editor={editor} />,
          },
          {
            key: 'add-ons',
            label: 'Add-ons Library',
            panel: (
              <AddOnsTab
                services={catalog.services}
                addOns={catalog.addOns}
                canEdit={canEdit}
                editor={editor}
              />
            ),
          },
        ]}
      />
    </>
  );
}

/** /dashboard/services (spec §2): categories, services, materials and add-ons. */
export function CatalogManagerRoute() {
  return (
    <DashboardPage
      title="Service Catalog Manager"
      subtitle="Add, edit, order, show or hide categories, services, materials and add-ons"
    >
      <ErrorBoundary
        name="The catalogue manager"
        fallback={
          <Notice role="alert">The catalogue could not be loaded. Reload the page to try again.</Notice>
        }
      >
        <CatalogManager />
      </ErrorBoundary>
    </DashboardPage>
  );
}
