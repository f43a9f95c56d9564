import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Within the calling describe, the viewer's clock is in this zone: Node re-reads TZ when it is set,
 * so Intl (which studio-zone.ts asks) and Date report it. Tests that name no zone depend on the
 * machine's, which a studio time's label must not.
 */
export function viewerTimeZone(timeZone: string): void {
  beforeEach(() => {
    vi.stubEnv('TZ', timeZone);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}
