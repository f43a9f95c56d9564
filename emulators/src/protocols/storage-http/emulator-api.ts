// The emulator's own endpoints: PUT /internal/setRules (rules-unit-testing, firebase-tools) and
// POST /internal/reset (drops every object), as firebase-tools' Storage emulator offers them.

import type { StorageEngine } from '../../storage/engine.ts';
import type { RulesGate } from '../../storage/rules-gate.ts';
import { type Exchange, readJson, sendJson } from './http.ts';

export async function handleEmulatorApi(
  exchange: Exchange,
  engine: StorageEngine,
  rules: RulesGate,
): Promise<boolean> {
  const { req, res, rawPath } = exchange;
  if (rawPath === '/internal/setRules' && req.method === 'PUT') {
    const body = (await readJson(req, 16 << 20)) as { rules?: { files?: unknown } } | null;
    const files = body?.rules?.files;
    const file = Array.isArray(files) ? (files[0] as { content?: unknown } | undefined) : undefined;
    if (!file || typeof file.content !== 'string') {
      sendJson(res, 400, { message: "Request body must include 'rules.files' array" });
      return true;
    }
    const issues = rules.load(file.content);
    if (issues.length > 0) {
      const text = issues.map((i) => `L${i.line}:${i.column} ${i.description}`).join('\n');
      sendJson(res, 400, { message: `There was an error updating rules:\n${text}`, issues });
      return true;
    }
    sendJson(res, 200, { message: 'Rules updated successfully' });
    return true;
  }
  if (rawPath === '/internal/reset' && req.method === 'POST') {
    await engine.reset();
    sendJson(res, 200, { message: 'Storage cleared' });
    return true;
  }
  return false;
}
