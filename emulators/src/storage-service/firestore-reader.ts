// `firestore.get`/`firestore.exists` in storage rules. When the Firestore emulator runs in another
// process, documents are read over its REST API as the owner: the REST JSON value shape
// (stringValue, mapValue.fields, …) is the one the rules engine reads, so fields pass through.
// In the same process they come from its engine.

import { type Engine, rulesDocument } from '../engine/index.ts';
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

/** The same reader when Firestore runs in this process: straight from its engine, as the owner. */
export function firestoreInProcess(engine: Engine, projectId: string): Pick<DocumentAccess, 'get'> {
  return {
    async get(path: string): Promise<RulesDocument | null> {
      const match = /^\/databases\/([^/]+)\/documents\/(.+)$/.exec(path);
      if (!match) throw new Error(`"${path}" is not a Firestore document path.`);
      const db = { projectId, databaseId: match[1] as string };
      return rulesDocument(engine.database(db).get(match[2] as string));
    },
  };
}
