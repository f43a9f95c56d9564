// Her choices on /book live in the URL (service, materials, add-ons, member, day, start), so a
// reload, Back and the sign-in round trip (/auth?redirect=/book?…) keep every one; the session
// storage keeps the last ones too, for a sign-up whose e-mail verification link lands elsewhere.
import type { AddOnChoice } from '@studio/domain';

export interface VisitChoice {
  serviceId: string | null;
  materialIds: string[];
  addOnSelections: AddOnChoice[];
  /** null: anyone. */
  staffId: string | null;
  date: string | null;
  /** ISO instant of the chosen start. */
  startsAt: string | null;
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function choiceOfParams(params: URLSearchParams): VisitChoice {
  return {
    serviceId: params.get('service') || null,
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
  if (choice.serviceId) params.set('service', choice.serviceId);
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
