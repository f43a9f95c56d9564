// The emulator's own HTTP endpoints, as firebase-tools and @firebase/rules-unit-testing call them:
// load security rules, clear a database, and the plain `GET /` health answer; and one of our own,
// to wait for trigger delivery.
import type { Engine } from '../../engine/index.ts';
import { compileRules } from '../../rules/index.ts';
import { HttpError, type HttpRouter, readJson, sendJson } from './router.ts';

export interface EmulatorEndpointsOptions {
  engine: Engine;
  log?: (line: string) => void;
  /** Resolves once every trigger event queued so far has been delivered and its function has run. */
  triggersDelivered?: () => Promise<void>;
}

interface RulesBody {
  ignore_errors?: boolean;
  rules?: { files?: { name?: string; content?: string }[] };
}

export function registerEmulatorEndpoints(router: HttpRouter, options: EmulatorEndpointsOptions): void {
  const { engine } = options;
  const log = options.log ?? (() => {});

  router.add('GET', /^\/$/, (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Ok');
  });

  router.add(
    'PUT',
    /^\/emulator\/v1\/projects\/(?<project>[^/:]+):securityRules$/,
    async (req, res, params) => {
      const body = (await readJson(req)) as RulesBody;
      const file = body?.rules?.files?.[0];
      if (!file || typeof file.content !== 'string')
        throw new HttpError(400, 'Expected {"rules":{"files":[{"content":"…"}]}}.');
      const fileName = file.name ?? 'firestore.rules';
      const result = compileRules(file.content);
      if (result.ok) {
        engine.setRules(params.project as string, result.rules);
        log(`Loaded security rules for project ${params.project}.`);
        sendJson(res, 200, { issues: [] });
        return;
      }
      // The last good rules stay in force.
      const issues = result.issues.map((issue) => ({
        sourcePosition: { fileName, line: issue.line, column: issue.column },
        description: issue.description,
        severity: issue.severity,
      }));
      const summary = issues
        .map(
          (i) =>
            `${fileName}:${i.sourcePosition.line}:${i.sourcePosition.column} - ${i.severity} ${i.description}`,
        )
        .join('\n');
      log(`Refused security rules for project ${params.project}:\n${summary}`);
      if (body.ignore_errors) sendJson(res, 200, { issues });
      else sendJson(res, 400, { error: { code: 400, message: summary, status: 'INVALID_ARGUMENT' }, issues });
    },
  );

  // Not in firebase-tools' emulator: a test or a seeding waits here until the Functions emulator has
  // run every trigger its writes fired, so that later work does not queue behind them.
  router.add('GET', /^\/emulator\/v1\/projects\/(?<project>[^/:]+):triggersDelivered$/, async (_req, res) => {
    await (options.triggersDelivered ?? (async () => {}))();
    sendJson(res, 200, {});
  });

  router.add(
    'DELETE',
    /^\/emulator\/v1\/projects\/(?<project>[^/]+)\/databases\/(?<database>[^/]+)\/documents$/,
    (_req, res, params) => {
      engine.clear({
        projectId: params.project as string,
        databaseId: decodeURIComponent(params.database as string),
      });
      sendJson(res, 200, {});
    },
  );
}
