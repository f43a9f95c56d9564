// `firestore.get`/`firestore.exists` in storage rules, when the Firestore emulator runs in another
// process: documents are read over its REST API as the owner. The REST JSON value shape
// (stringValue, mapValue.fields, …) is the one the rules engine reads, so fields pass through.

import type { DocumentAccess, RulesDocument } from '../rules/api.ts';

export function firestoreOverRest(hostAndPort: string, projectId: string): Pick<DocumentAccess, 'get'> {
  return {
    async get(path: string): Promise<RulesDocument | null> {
      // path: /databases/{database}/documents/{document path}
      const name = `projects/${projectId}${path}`;
      const url = `http://${hostAndPort}/v1/${name.split('/').map(encodeURIComponent).join('/')}`;
      const response = await fetch(url, {
        headers: { Authorization: 'Bearer owner' },
        signal: AbortSignal.timeout(5_000),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Firestore emulator answered ${response.status} for ${path}.`);
      const document = (await response.json()) as { name?: string; fields?: RulesDocument['fields'] };
      return { name: document.name ?? name, fields: document.fields ?? {} };
    },
  };
}
