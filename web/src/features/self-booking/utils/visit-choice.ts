// Her choices on /book live in the URL (services, materials, add-ons, member, day, start), so a
// reload, Back and the sign-in round trip (/auth?redirect=/book?…) keep every one; the session
// storage keeps the last ones too, for a sign-up whose e-mail verification link lands elsewhere.
// The visit's services are the `service` parameter repeated, in order (`?service=a&service=b`):
// a shared Book link's `?service=a` is then simply a visit of one, and an id needs no escaping.
// The first service's materials and add-ons are `materials` and `addons`; each later service's are
// `materials.<its id>` and `addons.<its id>`, so removing a service drops its choices with it.
import { type AddOnChoice, maxVisitServices } from '@studio/domain';

/** What she chose with one service of her visit. */
export interface ServiceChosen {
  materialIds: string[];
  addOnSelections: AddOnChoice[];
}

/** What she chose with one service after the first. */
export interface LaterServiceChoice extends ServiceChosen {
  serviceId: string;
}

export interface VisitChoice {
  /** The visit's services in order, each once. */
  serviceIds: string[];
  /** The first service's materials and add-ons. */
  materialIds: string[];
  addOnSelections: AddOnChoice[];
  /** The choices of the services after the first, in the visit's order (one per later service). */
  moreServices: LaterServiceChoice[];
  /** null: anyone. */
  staffId: string | null;
  date: string | null;
  /** ISO instant of the chosen start. */
  startsAt: string | null;
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/** Each service once, at most the visit's limit: a hand-edited link still makes a visit the server takes. */
const visitServicesOf = (params: URLSearchParams) =>
  [...new Set(params.getAll('service').filter(Boolean))].slice(0, maxVisitServices);

const addOnsOf = (value: string | null): AddOnChoice[] =>
  list(value).flatMap((pair) => {
    const [addOnId, optionId] = pair.split(':');
    return addOnId && optionId ? [{ addOnId, optionId }] : [];
  });
const addOnsText = (choices: readonly AddOnChoice[]) =>
  choices.map((a) => `${a.addOnId}:${a.optionId}`).join(',');

export function choiceOfParams(params: URLSearchParams): VisitChoice {
  const serviceIds = visitServicesOf(params);
  return {
    serviceIds,
    materialIds: list(params.get('materials')),
    addOnSelections: addOnsOf(params.get('addons')),
    moreServices: serviceIds.slice(1).map((serviceId) => ({
      serviceId,
      materialIds: list(params.get(`materials.${serviceId}`)),
      addOnSelections: addOnsOf(params.get(`addons.${serviceId}`)),
    })),
    staffId: params.get('member') || null,
    date: params.get('date') || null,
    startsAt: params.get('start') || null,
  };
}

export function paramsOfChoice(choice: VisitChoice): URLSearchParams {
  const params = new URLSearchParams();
  for (const serviceId of choice.serviceIds) params.append('service', serviceId);
  if (choice.materialIds.length) params.set('materials', choice.materialIds.join(','));
  if (choice.addOnSelections.length) params.set('addons', addOnsText(choice.addOnSelections));
  // Only the services still in the visit after the first keep their choices.
  for (const later of choice.moreServices) {
    if (!choice.serviceIds.slice(1).includes(later.serviceId)) continue;
    if (later.materialIds.length) params.set(`materials.${later.serviceId}`, later.materialIds.join(','));
    if (later.addOnSelections.length)
      params.set(`addons.${later.serviceId}`, addOnsText(later.addOnSelections));
  }
  if (choice.staffId) params.set('member', choice.staffId);
  if (choice.date) params.set('date', choice.date);
  if (choice.startsAt) params.set('start', choice.startsAt);
  return params;
}

const storedChoiceKey = 'studio.book.choice';
const visitorTokenKey = 'studio.book.visitor';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberChoice(params: URLSearchParams): void {
  sessionStore()?.setItem(storedChoiceKey, params.toString());
}

export function rememberedChoice(): URLSearchParams | null {
  const stored = sessionStore()?.getItem(storedChoiceKey);
  return stored ? new URLSearchParams(stored) : null;
}

/** Her browser's visitor token: random, made once per session, naming her hold. */
export function visitorToken(): string {
  const store = sessionStore();
  const kept = store?.getItem(visitorTokenKey);
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  store?.setItem(visitorTokenKey, token);
  return token;
}
