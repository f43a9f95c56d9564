// A walk-in record joins her account only once her e-mail is verified (linkWalkInRecord): by then
// the account has its own profile from sign-up, so the two are merged into one.

/** The callable's name and answer (functions/src/clients/link-walk-in-record.ts). */
export const linkWalkInRecordFunction = 'linkWalkInRecord';
export interface LinkWalkInRecordAnswer {
  /** The walk-in record that joined her account; null when none had her e-mail. */
  linkedClientId: string | null;
}

export const unverifiedEmailMessage =
  'Verify your e-mail address first: your studio history is linked after that.';

type Fields = Record<string, unknown>;

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

function union(a: unknown, b: unknown): unknown[] {
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return [...new Set([...list(a), ...list(b)])];
}

/**
 * Both records' allergy removals in one history, renumbered '0', '1', … (the walk-in's first, then
 * her account's), so the next removal's key is still the count.
 */
function joinedRemovals(a: unknown, b: unknown): Fields {
  const entries = (v: unknown) =>
    v && typeof v === 'object'
      ? Object.entries(v as Fields)
          .sort(([x], [y]) => Number(x) - Number(y))
          .map(([, entry]) => entry)
      : [];
  return Object.fromEntries([...entries(a), ...entries(b)].map((entry, i) => [String(i), entry]));
}

/**
 * Her account's profile after the walk-in record joins it. The walk-in keeps what staff recorded
 * (notes, when she first came, the loyalty figures until the loyalty function recounts them from
 * the moved bookings); what she typed herself since sign-up wins for her name and contacts; lists
 * are joined; a preference she set wins over staff's.
 */
export function mergedWalkInProfile(walkIn: Fields, account: Fields | undefined): Fields {
  const own = account ?? {};
  const pick = (key: string) => (present(own[key]) ? own[key] : (walkIn[key] ?? null));
  const ownPreferences = (own.preferences ?? {}) as Fields;
  const walkInPreferences = (walkIn.preferences ?? {}) as Fields;
  const preferences = Object.fromEntries(
    ['nailShape', 'nailLength', 'style', 'communicationPreference'].map((key) => [
      key,
      present(ownPreferences[key]) ? ownPreferences[key] : (walkInPreferences[key] ?? null),
    ]),
  );
  return {
    ...walkIn,
    full_name: pick('full_name'),
    email: pick('email'),
    phone: pick('phone'),
    instagram_handle: pick('instagram_handle'),
    allergies: union(walkIn.allergies, own.allergies),
    allergies_removed: joinedRemovals(walkIn.allergies_removed, own.allergies_removed),
    favorite_colors: union(walkIn.favorite_colors, own.favorite_colors),
    preferences,
    walk_in: false,
  };
}
