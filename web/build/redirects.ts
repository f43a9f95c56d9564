/**
 * What web/vite.config.ts redirects inside other packages, in one place so that
 * src/__tests__/build-redirects.test.ts can check each against the installed package: every
 * redirect leans on how a package imports its own dependencies, which an upgrade may change
 * without a word. Each stays only while it keeps a budget. Without it, measured 2026-11-28
 * (`npm run build -w web`, gzip level 9; first load 101,764 of 102,400 bytes with all of them):
 *   @emotion/is-prop-valid (styled-prop-forwarding.ts)   first load +2,076 bytes (over budget)
 *   hoist-non-react-statics (side-effect free)           first load +931 bytes (over budget)
 *   reactfire's firebase/auth (reactfire-auth.ts)        Firebase chunk +21.4 KB
 *   reactfire's unused SDKs (reactfire-unused-sdks.ts)   Firebase chunk +58.8 KB, visitor's +1.6 KB
 *   Firestore's re2js (re2js-unused.ts)                  Firebase and Auth chunks +44.8 KB
 *   zod's JSON Schema generator (zod-json-schema-unused) Firebase and visitor's chunks +5.4 KB
 * (the home view, already past its 200 KB target, would grow by as much).
 */

/**
 * reactfire's imports of Firebase SDKs we use none of its hooks for (build/reactfire-unused-sdks.ts):
 * each registers itself on import, so all would ship (the Firebase chunk +59 KB, the visitor's
 * chunk +1.6 KB).
 */
export const unusedByReactfire = new Set([
  'firebase/database',
  'firebase/remote-config',
  'firebase/storage',
  'firebase/functions',
]);

/**
 * zod's modules that import its JSON Schema generator for methods we never call (+5.4 KB on the
 * Firebase chunk and on the visitor's).
 */
export const zodSchemaModules =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/](classic[\\/](schemas|external)|core[\\/]index)\.js$/;
/** The generator's modules, as those import them (build/zod-json-schema-unused.ts answers instead). */
export const zodJsonSchemaModules = /[\\/](to-json-schema|json-schema-processors)\.js$/;
