import type { Role } from '../enums/roles.ts';

export type DemoUserKey = 'owner' | 'assistant' | 'ana' | 'bea';

/** A demo login. Never used outside the local stack and tests (the project id is demo-…). */
export interface DemoUser {
  key: DemoUserKey;
  email: string;
  password: string;
  full_name: string;
  role: Role;
  phone: string | null;
}

export const demoUsers: readonly DemoUser[] = [
  {
    key: 'owner',
    email: 'owner@studio.test',
    password: 'demo-owner-pass',
    full_name: 'Maya Chen',
    role: 'owner',
    phone: '(555) 010-0001',
  },
  {
    key: 'assistant',
    email: 'assistant@studio.test',
    password: 'demo-assistant-pass',
    full_name: 'Jordan Reyes',
    role: 'assistant',
    phone: '(555) 010-0002',
  },
  {
    key: 'ana',
    email: 'ana@studio.test',
    password: 'demo-client-pass',
    full_name: 'Ana Lima',
    role: 'client',
    phone: '(555) 010-0101',
  },
  {
    key: 'bea',
    email: 'bea@studio.test',
    password: 'demo-client-pass',
    full_name: 'Bea Walker',
    role: 'client',
    phone: '(555) 010-0102',
  },
];

/** Auth uids by demo user. The seeder may pass the uids Auth gave it instead of these placeholders. */
export type DemoUids = Record<DemoUserKey, string>;

export const demoUidPlaceholders: DemoUids = {
  owner: 'demo-owner',
  assistant: 'demo-assistant',
  ana: 'demo-client-ana',
  bea: 'demo-client-bea',
};

export function demoUser(key: DemoUserKey): DemoUser {
  const user = demoUsers.find((u) => u.key === key);
  if (!user) throw new Error(`No demo user ${key}`);
  return user;
}
