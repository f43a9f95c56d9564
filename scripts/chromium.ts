// Debian's Chromium, driven by playwright-core: playwright cannot download its own browser here.
// Every browser test, benchmark and screenshot script launches it through this one place.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell), the same Chromium build without the
 * browser's own UI: what playwright itself launches for headless runs. `/usr/bin/chromium` in its
 * headless mode is the whole browser (a renderer for its own UI, its extension and component
 * machinery): the shell spends about 40 % less Chromium CPU on an e2e file (toggles.test.ts: 34.8
 * against 58.4 CPU-s, one run each). `/usr/bin/chromium` when the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** No sandbox (containers, root), no GPU, and nothing phoning home on a machine with no internet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * `localOnly`: resolve no host but the loopback address, so nothing a page asks for (web fonts, …)
 * leaves the machine and pages show what they show offline. Done in the browser rather than with
 * a playwright route, which sends every request through the driving process and turns off the
 * HTTP cache.
 */
export function launchChromium(options: LaunchOptions & { localOnly?: boolean } = {}): Promise<Browser> {
  const { localOnly, ...launch } = options;
  const args = localOnly
    ? [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']
    : CHROMIUM_ARGS;
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args, ...launch });
}
