import {
  type AddClientAnswer,
  addClientFunction,
  type DuplicateClient,
  type NewClient,
  type NewClientInput,
} from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * Records a walk-in client through the addClient function, which refuses a second record for the
 * same e-mail or phone (see functions/src/clients/add-client.ts). Answers her new record's id, and
 * whether an unverified account uses her e-mail (it was not linked).
 */
export async function addClient(client: NewClient | NewClientInput): Promise<AddClientAnswer> {
  return callFunction<NewClientInput, AddClientAnswer>(addClientFunction, client);
}

/** The existing record a refused client duplicates, from the function's error; null otherwise. */
export function duplicateOf(error: unknown): DuplicateClient | null {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  if (code !== 'functions/already-exists' || typeof details !== 'object' || details === null) return null;
  const { field, clientId } = details as Record<string, unknown>;
  if ((field !== 'email' && field !== 'phone') || typeof clientId !== 'string') return null;
  return { field, clientId };
}
