/** The Vite env's Firebase variables (VITE_*), read: config.ts builds the setup from them. */
export type Env = Partial<Record<string, string | boolean | undefined>>;

/** A variable's trimmed text; undefined when unset or blank. */
export function envText(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Whether the app talks to the emulators: VITE_USE_EMULATORS=true, or nothing configured at all
 * (no VITE_FIREBASE_PROJECT_ID and VITE_USE_EMULATORS unset), which can only be the local stack.
 */
export function usesEmulators(env: Env): boolean {
  const flag = envText(env, 'VITE_USE_EMULATORS');
  return flag === 'true' || (flag === undefined && envText(env, 'VITE_FIREBASE_PROJECT_ID') === undefined);
}

/** The Web API key: the configured one, or the emulators' demo key. */
export function apiKeyFrom(env: Env): string | undefined {
  return envText(env, 'VITE_FIREBASE_API_KEY') ?? (usesEmulators(env) ? 'demo-api-key' : undefined);
}
