// Her choices on /book live in the URL (services, materials, add-ons, member, day, start), so a
// reload, Back and the sign-in round trip (/auth?redirect=/book?…) keep every one; the session
// storage keeps the last ones too, for a sign-up whose e-mail verification link lands elsewhere.
// The visit's services are the `service` parameter repeated, in order (`?service=a&service=b`):
// a shared Book link's `?service=a` is then simply a visit of one, and an id needs no escaping.
import { type AddOnChoice, maxVisitServices } from '@studio/domain';

export interface VisitChoice {
  /** The visit's services in order, each once; materials and add-ons belong to the first. */
  serviceIds: string[];
  materialIds: string[];
  addOnSelections: AddOnChoice[];
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

export function choiceOfParams(params: URLSearchParams): VisitChoice {
  return {
    serviceIds: visitServicesOf(params),
    materialIds: list(params.get('materials')),
    addOnSelections: list(params.get('addons')).flatMap((pair) => {
      const [addOnId, optionId] = pair.split(':');
      return addOnId && optionId ? [{ addOnId, optionId }] : [];
    }),
    staffId: params.get('member') || null,
    date: params.get('date') || null,
    startsAt: params.get('start') || null,
  };
}

export function paramsOfChoice(choice: VisitChoice): URLSearchParams {
  const params = new URLSearchParams();
  for (const serviceId of choice.serviceIds) params.append('service', serviceId);
  if (choice.materialIds.length) params.set('materials', choice.materialIds.join(','));
  if (choice.addOnSelections.length)
    params.set('addons', choice.addOnSelections.map((a) => `${a.addOnId}:${a.optionId}`).join(','));
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
