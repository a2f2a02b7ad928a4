import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const app = join(dirname(fileURLToPath(import.meta.url)), 'app');
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

/** React, React DOM and React Router: every page needs all of them, and they change only with an upgrade. */
const FRAMEWORK = /\/node_modules\/(?:react|react-dom|scheduler|react-router)\/|\0commonjsHelpers/;
/** The shop's own code: the storefront's and the domain's modules. */
const SHOP_CODE = /\/apps\/web\/app\/|\/packages\/domain\//;
/** Vite's helper for import() (preloads a lazy chunk's imports): every page has lazy chunks. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

const shared = {
  base: '/eshop/',
  plugins: [tailwindcss(), reactRouter()],
  build: { target: 'es2022' },
};

/**
 * Vite's import() helper, smaller: it preloads the imported chunk's own imports, as
 * Vite's does, without what the storefront does not use (stylesheet dependencies: one
 * stylesheet for every page; the CSP nonce: 'self' allows the chunks; the
 * `vite:preloadError` event: the reload guard reads the import's own error,
 * lib/chunk-reload.ts). Every page runs it; Vite's weighs 0.4 kB gzip.
 */
function smallPreloadHelper() {
  const code = `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(shared.base)} + dep;
    document.head.appendChild(link);
  }
  return load();
};`;
  return {
    name: 'eshop:small-preload-helper',
    enforce: 'pre' as const,
    apply: 'build' as const,
    resolveId: (id: string) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id: string) => (id === PRELOAD_HELPER ? code : undefined),
  };
}

interface ModuleGraph {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

/**
 * The browser's chunks (the page-weight budget: docs/decisions/0008). Left to itself, Rollup
 * makes a chunk per set of routes that share a module: the product page loaded 19 files,
 * a dozen of them under 1 kB, and each file is compressed on its own, so small ones
 * compress badly. Two named chunks instead:
 * - `framework`: React, React DOM, React Router;
 * - `shop`: what the root route and the shell (header, footer, menus, texts' lookup, head
 *   tags, error pages) import, and Vite's import() helper: every page runs it anyway; and
 *   the product card with what it needs (price, heart, image
 *   sizes): the home, list, product and favourite pages show it, and in one file with the
 *   shell it compresses 0.5 kB better than on its own (issue 18). Not the API client: the
 *   shell uses it in its loader only, which the browser build drops (the pages that call
 *   the API from the browser keep it in their own chunks). Both layouts stay in it: the pc
 *   layout in a chunk of its own weighed 1.6 kB gzip against 0.4 kB less in `shop`.
 * `onlyExplicitManualChunks`: a module is in a named chunk only when named here, not
 * because a named chunk imports it (Rollup's default would pull the API client and its
 * schemas into `shop`). Everything else (pages, dialogs, areas' texts) is split as before.
 */
function storefrontChunks() {
  const named = new Map<string, string>();
  let graph: ModuleGraph | undefined;
  const add = (chunk: string, start: string) => {
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (named.has(id) || id.startsWith(join(app, 'api')) || !SHOP_CODE.test(id)) continue;
      const info = graph!.getModuleInfo(id);
      if (!info) continue;
      named.set(id, chunk);
      queue.push(...info.importedIds);
    }
  };
  return (id: string, meta: ModuleGraph): string | undefined => {
    if (FRAMEWORK.test(id)) return 'framework';
    if (id === PRELOAD_HELPER) return 'shop';
    if (!graph) {
      graph = meta;
      for (const start of ['root.tsx', 'routes/shell.tsx', 'components/RouteErrorBoundary.tsx']) add('shop', join(app, start));
      add('shop', join(app, 'components/catalog/ProductCard.tsx'));
    }
    return named.get(id);
  };
}

// The browser build only: the dev server, the server build and the tests keep React
// Router's default build (with its warnings) and Rollup's default chunks.
export default defineConfig(({ command, isSsrBuild }) => (command === 'build' && !isSsrBuild ? {
  ...shared,
  resolve: {
    // React Router publishes one build for both (its package.json names dist/development
    // only); dist/production is the same code with its development warnings switched off,
    // which the browser then does not download (0.5 kB gzip).
    alias: [
      { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
    ],
  },
  plugins: [smallPreloadHelper(), ...shared.plugins],
  build: {
    ...shared.build,
    // Terser (two compress passes) over Vite 8's default, Oxc: the same code 3.6 kB gzip
    // smaller on every page (framework 111.4 → 107.8 kB), headroom under the 125 kB
    // budget (issue 18); the build takes ≈ 1 s longer.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: { output: { manualChunks: storefrontChunks(), onlyExplicitManualChunks: true } },
  },
} : shared));
