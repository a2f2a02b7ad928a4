// The built storefront and back-office for tests that send requests to their pages
// (storefront-hardening, backoffice-access):
// WEB_BUILD_DIR as the server reads it (default apps/web/build). `npm test` builds it
// before the tests; a plain `npx vitest run` builds it once, in globalSetup, when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const webDir = join(repoRoot, 'apps/web');

export const storefrontBuildDir = (): string => resolve(repoRoot, process.env.WEB_BUILD_DIR || 'apps/web/build');

/** Builds the storefront into storefrontBuildDir() unless it is there (globalSetup). */
export function ensureStorefrontBuild(): void {
  const dir = storefrontBuildDir();
  if (existsSync(join(dir, 'server', 'index.js'))) return;
  console.warn(`Building the storefront into ${dir} for the page tests…`);
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: webDir, stdio: 'inherit', env: { ...process.env, WEB_BUILD_OUT: relative(webDir, dir) } });
  if (built.status !== 0) throw new Error(`Building the storefront failed (exit ${built.status ?? built.signal})`);
}

export const backofficeBuildDir = (): string => resolve(repoRoot, process.env.BACKOFFICE_BUILD_DIR || 'apps/backoffice/build');

/** Builds the back-office into backofficeBuildDir() unless it is there (globalSetup). */
export function ensureBackofficeBuild(): void {
  const dir = backofficeBuildDir();
  if (existsSync(join(dir, 'server', 'index.js'))) return;
  const appDir = join(repoRoot, 'apps/backoffice');
  console.warn(`Building the back-office into ${dir} for the page tests…`);
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: appDir, stdio: 'inherit', env: { ...process.env, BACKOFFICE_BUILD_OUT: relative(appDir, dir) } });
  if (built.status !== 0) throw new Error(`Building the back-office failed (exit ${built.status ?? built.signal})`);
}

/** Every page of the English pc tree whose route has an action, as a URL to post to. */
export function actionPages(build: ServerBuild): string[] {
  const routes = build.routes;
  const pathOf = (id: string): string => {
    const route = routes[id]!;
    const own = (route.path ?? '').replace(':device', 'pc').replace(/:\w+\?/g, '1');
    return [route.parentId ? pathOf(route.parentId) : '', own].filter(Boolean).join('/');
  };
  return Object.values(routes)
    .filter((r) => r !== undefined && typeof r.module.action === 'function' && r.parentId === 'shell')
    .map((r) => `/eshop/${pathOf(r!.id)}`)
    .sort();
}
