// A service's readiness line is matched as the words it shows, whatever colours it is printed in:
// under CI=… Vite colours its banner even into a pipe, and /Local:/ then never matched
// ("\x1b[1mLocal\x1b[22m:"), so `npm start` waited its whole five minutes for a ready web app.
import { describe, expect, it } from 'vitest';
import { spawnService } from './processes.ts';

const viteBanner =
  '  \x1b[32m➜\x1b[39m  \x1b[1mLocal\x1b[22m:   \x1b[36mhttp://127.0.0.1:\x1b[1m34293\x1b[22m/\x1b[39m';

describe('a service process', () => {
  it('finds its readiness line in coloured output', async () => {
    const child = spawnService({
      name: 'coloured',
      command: process.execPath,
      args: ['-e', `console.log(${JSON.stringify(viteBanner)})`],
      cwd: import.meta.dirname,
      echo: false,
    });
    const line = await child.waitForLine(/Local:\s+http:\/\/127\.0\.0\.1:34293\//, 30_000);
    expect(line).toBe('  ➜  Local:   http://127.0.0.1:34293/');
    await child.exited;
    expect(child.recentOutput()).not.toContain('\x1b');
  });
});
