// drizzle-kit configuration. Run from the repository root:
//   npm run db:generate   (= npx drizzle-kit generate --config packages/db/drizzle.config.ts)
// drizzle-kit resolves paths from the working directory (and mangles absolute ones), so
// give it paths relative to the cwd, computed from this file's location.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

const here = (p: string) => relative(process.cwd(), fileURLToPath(new URL(p, import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/schema/index.ts'),
  out: here('./migrations'),
  strict: true,
  verbose: true,
});
