// Who asks. The assistant appears once per permission state (spec §6: manage bookings on,
// manage services off, view reports on by default), set through settings_staff documents.

export type ActorName =
  | 'visitor'
  | 'client'
  | 'otherClient'
  | 'assistant'
  | 'assistantWithServices'
  | 'assistantWithoutBookings'
  | 'assistantWithoutReports'
  | 'owner';

export interface Actor {
  name: ActorName;
  /** How test names call the actor. */
  label: string;
  uid: string | null;
  role: 'client' | 'assistant' | 'owner' | null;
  /** settings_staff values stored while this actor asks (absent: the default). */
  permissions: Record<string, boolean>;
}

/** The client whose documents the matrix seeds ("the client herself"). */
export const CLIENT_UID = 'client-ana';
export const OTHER_CLIENT_UID = 'client-bea';

export const actors: Record<ActorName, Actor> = {
  visitor: { name: 'visitor', label: 'a visitor', uid: null, role: null, permissions: {} },
  client: { name: 'client', label: 'the client herself', uid: CLIENT_UID, role: 'client', permissions: {} },
  otherClient: {
    name: 'otherClient',
    label: 'another client',
    uid: OTHER_CLIENT_UID,
    role: 'client',
    permissions: {},
  },
  assistant: {
    name: 'assistant',
    label: 'an assistant with default permissions',
    uid: 'staff-cam',
    role: 'assistant',
    permissions: {},
  },
  assistantWithServices: {
    name: 'assistantWithServices',
    label: 'an assistant who may manage services',
    uid: 'staff-cam',
    role: 'assistant',
    permissions: { permissions_assistant_manage_services: true },
  },
  assistantWithoutBookings: {
    name: 'assistantWithoutBookings',
    label: 'an assistant who may not manage bookings',
    uid: 'staff-cam',
    role: 'assistant',
    permissions: { permissions_assistant_manage_bookings: false },
  },
  assistantWithoutReports: {
    name: 'assistantWithoutReports',
    label: 'an assistant who may not view reports',
    uid: 'staff-cam',
    role: 'assistant',
    permissions: { permissions_assistant_view_reports: false },
  },
  owner: { name: 'owner', label: 'the owner', uid: 'staff-olga', role: 'owner', permissions: {} },
};

export const allActors = Object.values(actors);

export function isStaff(a: Actor): boolean {
  return a.role === 'owner' || a.role === 'assistant';
}

export function isOwner(a: Actor): boolean {
  return a.role === 'owner';
}

function assistantMay(a: Actor, key: string, fallback: boolean): boolean {
  return a.role === 'assistant' && (a.permissions[key] ?? fallback);
}

export function canManageBookings(a: Actor): boolean {
  return isOwner(a) || assistantMay(a, 'permissions_assistant_manage_bookings', true);
}

export function canManageServices(a: Actor): boolean {
  return isOwner(a) || assistantMay(a, 'permissions_assistant_manage_services', false);
}

export function canViewReports(a: Actor): boolean {
  return isOwner(a) || assistantMay(a, 'permissions_assistant_view_reports', true);
}
