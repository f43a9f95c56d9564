// Her visit's services as /book shows them: each with the materials it takes, its add-ons and what
// she chose with it, checked the way bookFreeTime checks them (domain resolveServiceChoices), so the
// page names a missing required add-on of any service before the studio has to refuse it.
import {
  BookingRequestError,
  compatibleMaterials,
  type QuotedVisitService,
  resolveServiceChoices,
  serviceAddOnsOf,
} from '@studio/domain';
import { byDisplayOrder } from '../../../utils/display-order.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import type { ServiceChosen, VisitChoice } from './visit-choice.ts';

export interface VisitServiceView {
  service: Doc<'services'>;
  /** The materials it takes, in display order. */
  materials: Doc<'materials'>[];
  /** Its active add-ons, in display order. */
  addOns: Doc<'serviceAddOns'>[];
  chosen: ServiceChosen;
}

/** The visit's services in her order, each with its catalogue and her choices. */
export function visitServiceViews(
  services: readonly Doc<'services'>[],
  catalogue: { materials: readonly Doc<'materials'>[]; addOns: readonly Doc<'serviceAddOns'>[] },
  choice: Pick<VisitChoice, 'materialIds' | 'addOnSelections' | 'moreServices'>,
): VisitServiceView[] {
  const materials = byDisplayOrder(catalogue.materials);
  const addOns = byDisplayOrder(catalogue.addOns);
  return services.map((service, index) => ({
    service,
    materials: compatibleMaterials(service, materials),
    addOns: serviceAddOnsOf(service.id, addOns),
    chosen:
      index === 0
        ? { materialIds: choice.materialIds, addOnSelections: choice.addOnSelections }
        : (choice.moreServices.find((m) => m.serviceId === service.id) ?? {
            materialIds: [],
            addOnSelections: [],
          }),
  }));
}

export type CheckedVisit = { ok: true; services: QuotedVisitService[] } | { ok: false; message: string };

/** Every service's choices checked: the quote's input, or what to fix first in plain words. */
export function checkedVisit(views: readonly VisitServiceView[]): CheckedVisit {
  try {
    return {
      ok: true,
      services: views.map((view) => ({
        service: view.service,
        ...resolveServiceChoices(view.service, view, view.chosen, views.length > 1),
      })),
    };
  } catch (error) {
    if (error instanceof BookingRequestError) return { ok: false, message: error.message };
    throw error;
  }
}
