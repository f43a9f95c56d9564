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
 * For tests: V8 without its optimising tiers (Maglev and TurboFan). A test's page lives seconds,
 * and those tiers compile its hot functions on background threads for a speed-up it rarely lives
 * to use; the interpreter and Sparkplug run the same JavaScript. toggles + overflow-360 (18 tests,
 * all passing), the renderers' CPU-s: 56.1 and 56.7 as people's browsers run, 47.3 and 50.0
 * without TurboFan, 39.9 and 40.7 without Maglev too (Chromium in all 78 → 60). Without Sparkplug
 * as well: 40.8, nothing more. The benchmarks keep the browser as people have it.
 */
const TEST_JS_FLAGS = '--js-flags=--no-opt --no-maglev';

export interface ChromiumOptions extends LaunchOptions {
  /**
   * Resolve no host but the loopback address, so nothing a page asks for (web fonts, …) leaves the
   * machine and pages show what they show offline. Done in the browser rather than with a
   * playwright route, which sends every request through the driving process and turns off the
   * HTTP cache.
   */
  localOnly?: boolean;
  /** A browser for tests (TEST_JS_FLAGS), not for measuring pages. */
  forTests?: boolean;
}

export function launchChromium(options: ChromiumOptions = {}): Promise<Browser> {
  const { localOnly, forTests, ...launch } = options;
  const args = [
    ...CHROMIUM_ARGS,
    ...(localOnly ? ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] : []),
    ...(forTests ? [TEST_JS_FLAGS] : []),
  ];
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args, ...launch });
}
