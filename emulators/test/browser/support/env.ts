// One browser test environment: the Firestore emulator on a free port (restartable on that same
// port, as `npm start` would be), the harness page on another port, and headless Chromium.
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type FirestoreService, start } from '../../../src/firestore/server.ts';
import { launchChromium } from './chromium.ts';
import { type StaticServer, serveStatic } from './static.ts';

/** `streaming` is the SDK's default (long-polling auto-detection on, which stays on streaming
 * against a server that streams); `long-polling` sets `experimentalForceLongPolling`. */
export type Transport = 'streaming' | 'long-polling';

export const RULES_PATH = join(import.meta.dirname, '..', 'fixtures', 'browser.rules');

export interface PageOptions {
  projectId: string;
  transport: Transport;
  cache?: 'memory' | 'persistent';
  uid?: string;
}

export interface HarnessPage {
  page: Page;
  /** Back-channel GETs seen, with their CI parameter: proves which transport mode ran. */
  backChannelModes: Set<string>;
}

export class BrowserEnv {
  emulator!: FirestoreService;
  private site!: StaticServer;
  private browser!: Browser;
  private readonly pageDir: string;
  private readonly forTests: boolean;
  private readonly contexts: BrowserContext[] = [];

  /** `measuring`: the browser as people have it (a benchmark), not tuned for tests. */
  constructor(pageDir: string, { measuring = false } = {}) {
    this.pageDir = pageDir;
    this.forTests = !measuring;
  }

  async start(): Promise<void> {
    this.emulator = await this.startEmulator(0);
    this.site = await serveStatic(this.pageDir);
    this.browser = await launchChromium({ forTests: this.forTests });
  }

  get emulatorOrigin(): string {
    return `http://127.0.0.1:${this.emulator.port}`;
  }

  private startEmulator(port: number): Promise<FirestoreService> {
    return start({ host: '127.0.0.1', port, defaultProjectId: 'demo-browser', rulesPath: RULES_PATH });
  }

  /** Stops the emulator under the open pages; `restart` brings a fresh one (empty state) back. */
  async stopEmulator(): Promise<number> {
    const port = this.emulator.port;
    await this.emulator.stop();
    return port;
  }

  async restartEmulator(port: number): Promise<void> {
    this.emulator = await this.startEmulator(port);
  }

  async newContext(): Promise<BrowserContext> {
    const context = await this.browser.newContext();
    this.contexts.push(context);
    return context;
  }

  async openPage(options: PageOptions, context?: BrowserContext): Promise<HarnessPage> {
    const ctx = context ?? (await this.newContext());
    const page = await ctx.newPage();
    // A renderer crash otherwise surfaces only as "Target page, context or browser has been closed".
    page.on('crash', () => console.error(`Chromium renderer crashed: ${page.url()}`));
    const backChannelModes = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/channel') && url.searchParams.get('RID') === 'rpc') {
        backChannelModes.add(url.searchParams.get('CI') ?? '?');
      }
    });
    await page.goto(this.pageUrl(options));
    await page.waitForFunction(() => window.harness?.ready === true);
    return { page, backChannelModes };
  }

  pageUrl(options: PageOptions): string {
    const params = new URLSearchParams({
      host: '127.0.0.1',
      port: String(this.emulator.port),
      project: options.projectId,
      transport: options.transport,
      cache: options.cache ?? 'memory',
    });
    if (options.uid) params.set('uid', options.uid);
    return `${this.site.origin}/?${params}`;
  }

  async close(): Promise<void> {
    for (const context of this.contexts) await context.close().catch(() => {});
    await this.browser?.close();
    await this.site?.close();
    await this.emulator?.stop();
  }
}

/** A write as firebase-admin would make it, over REST with the owner token (rules bypassed). */
export async function ownerWrite(
  env: BrowserEnv,
  projectId: string,
  path: string,
  fields: object,
): Promise<void> {
  const db = `projects/${projectId}/databases/(default)`;
  const res = await fetch(`${env.emulatorOrigin}/v1/${db}/documents:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: [{ update: { name: `${db}/documents/${path}`, fields } }] }),
  });
  if (!res.ok) throw new Error(`owner write failed: ${res.status} ${await res.text()}`);
}

/** Reads a document as the owner; null when it does not exist. */
export async function ownerRead(env: BrowserEnv, projectId: string, path: string): Promise<unknown> {
  const db = `projects/${projectId}/databases/(default)`;
  const res = await fetch(`${env.emulatorOrigin}/v1/${db}/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (res.status === 404) return null;
  return res.json();
}
