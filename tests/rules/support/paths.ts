import { fileURLToPath } from 'node:url';

export const firestoreRulesPath = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));
export const storageRulesPath = fileURLToPath(new URL('../../../storage.rules', import.meta.url));
