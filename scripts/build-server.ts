// The server compiled ahead of time: apps/server/src/main.ts and the workspace's own
// TypeScript (@eshop/db, @eshop/domain) bundled into ES modules, apps/server/dist/main.mjs,
// which `npm start`, `npm run serve`, the browser tests and the cluster run with plain
// Node. Loading the sources through tsx at run time cost ≈ 280 MB of memory (the
// transform's caches and source maps) and start time (docs/decisions/0042).
// Packages from node_modules stay imports, resolved by Node from the bundle's folder: so
// a bundle lives under apps/server, whose node_modules holds versions of its own.
// Usage: node --import tsx scripts/build-server.ts   (part of `npm run build`)
import { readFileSync, rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/** Bare imports other than the workspace's own packages stay imports (node_modules). */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@eshop/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * `import.meta.url` / `import.meta.dirname` in a source file keep naming that file's
 * place (migrations, assets, the web build next to the sources), computed relative to the
 * bundle so that the checkout can move.
 */
function sourceRelativePaths(outdir: string): Plugin {
  return {
    name: 'source-relative-paths',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url') && !text.includes('import.meta.dirname')) return undefined;
        const fromBundle = relative(outdir, args.path);
        const fileUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        const contents = text.replace(/import\.meta\.(url|dirname)\b/g, (_m, what: string) => (what === 'url'
          ? fileUrl
          : `__bundledDirname(${fileUrl})`));
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * Bundles `entry` into `outdir`/<name>.mjs. Its dynamic import()s stay separate chunks
 * loaded when called, as in the sources: main.ts settles NODE_ENV before start.ts (and
 * with it React) is loaded, which one file would break (ES imports are hoisted).
 */
export async function bundleServer(entry: string, outdir: string, name = 'main'): Promise<void> {
  await build({
    entryPoints: { [name]: entry },
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    // Beside the entry: the paths computed from import.meta.url (above) assume one folder.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the TypeScript sources with `node --enable-source-maps`.
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    banner: { js: `import { fileURLToPath as __fileURLToPath } from 'node:url'; import { dirname as __dirname_of } from 'node:path'; const __bundledDirname = (url) => __dirname_of(__fileURLToPath(url));` },
    plugins: [packagesStayExternal, sourceRelativePaths(outdir)],
  });
}

/** The built server's entry (`node apps/server/dist/main.mjs`). */
export const serverBundle = resolve(root, 'apps/server/dist/main.mjs');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outdir = dirname(serverBundle);
  rmSync(outdir, { recursive: true, force: true });
  await bundleServer(resolve(root, 'apps/server/src/main.ts'), outdir);
  console.log(`server: ${relative(root, serverBundle)}`);
}
