import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { defaultSettingsDefine } from './build/default-settings.ts';
import { prerenderSite } from './build/prerender.ts';
import { unusedByReactfire, zodJsonSchemaModules, zodSchemaModules } from './build/redirects.ts';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const sdkStub = local('./build/reactfire-unused-sdks.ts');
const re2Stub = local('./build/re2js-unused.ts');
const reactfireAuth = local('./build/reactfire-auth.ts');
const zodJsonSchemaStub = local('./build/zod-json-schema-unused.ts');
const propForwarding = local('./build/styled-prop-forwarding.ts');

/**
 * react-router's package exports name only its development build (dev warnings on), for every
 * environment (remix-run/react-router#12532); the production build sits next to it. Production
 * builds take that one, for react-router and react-router-dom alike.
 */
const reactRouterDist = fileURLToPath(new URL('./', import.meta.resolve('react-router/package.json')));
const reactRouterProduction: Record<string, string> = {
  'react-router': `${reactRouterDist}dist/production/index.mjs`,
  'react-router/dom': `${reactRouterDist}dist/production/dom-export.mjs`,
};

/**
 * Keeps code we never run out of every page: see build/reactfire-unused-sdks.ts,
 * build/reactfire-auth.ts, build/re2js-unused.ts, build/zod-json-schema-unused.ts,
 * build/styled-prop-forwarding.ts (only imports made by those packages are redirected),
 * hoist-non-react-statics (kept by a bare import in @emotion/react though only withTheme uses it),
 * and react-router's development build out of production builds. Each leans on how a package
 * imports its own dependencies: src/__tests__/build-redirects.test.ts checks every one against
 * the installed packages (build/redirects.ts says what each saves).
 */
function trimUnusedSdkCode(): Plugin {
  let build = false;
  return {
    name: 'studio:trim-unused-sdk-code',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && config.mode === 'production';
    },
    async resolveId(source, importer) {
      if (!importer) return null;
      if (build && source in reactRouterProduction) return reactRouterProduction[source];
      if (/[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)) {
        if (unusedByReactfire.has(source)) return sdkStub;
        if (source === 'firebase/auth') return reactfireAuth;
      }
      if (source === 're2js' && /[\\/]@firebase[\\/]firestore[\\/]/.test(importer)) return re2Stub;
      if (build && zodSchemaModules.test(importer) && zodJsonSchemaModules.test(source))
        return zodJsonSchemaStub;
      if (!build) return null;
      if (!/[\\/]node_modules[\\/]@emotion[\\/]/.test(importer)) return null;
      if (source === '@emotion/is-prop-valid') return propForwarding;
      // Imported for its side effects by @emotion/react, which has none we use (withTheme's helper).
      if (source !== 'hoist-non-react-statics') return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}

/**
 * After the browser build, renders the public pages to HTML (build/prerender.ts). With
 * PRERENDER_FIRESTORE (e.g. https://firestore.googleapis.com) it reads the project's published
 * posts and renders each; without it the posts are left to app.html, the shell.
 */
function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'studio:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const env = loadEnv(config.mode, config.root, '');
      const url = env.PRERENDER_FIRESTORE;
      const projectId = env.VITE_FIREBASE_PROJECT_ID;
      await prerenderSite({
        root: config.root,
        outDir: resolve(config.root, config.build.outDir),
        firestore: url && projectId ? { url, projectId } : undefined,
        log: (line) => config.logger.info(line),
      });
    },
  };
}

/**
 * Everything the entry imports statically (what a page runs before it is interactive) in one
 * chunk, beside the entry itself: about 7 KB gzipped less than the 19 small chunks rolldown made
 * of it (one compression dictionary, no per-file overhead) and one request instead of 19. Lazy
 * screens import what they share with it from that chunk. `$initial` follows static imports
 * only, so zod and the schemas, which the first paint reaches only through dynamic imports, stay
 * out. The entry (index.html's main.tsx) stays its own chunk, so the manifest still names it.
 */
const firstLoadChunk = {
  name: 'first-load',
  tags: ['$initial' as const],
  test: (id: string) => !/[\\/]src[\\/]main\.tsx$|\.html$/.test(id),
};

// Emotion's css prop comes from its JSX runtime; no Babel plugin needed.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [trimUnusedSdkCode(), react({ jsxImportSource: '@emotion/react' }), prerenderPublicPages()],
  define: defaultSettingsDefine,
  // The manifest lets scripts/bundle-size.ts follow what each route loads.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [firstLoadChunk] } } },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
