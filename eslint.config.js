// Lint rules for the whole monorepo. The `no-restricted-imports` blocks below enforce
// the import direction of ARCHITECTURE.md: web → api contract → server → domain / db.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const serverOnly = ['@eshop/server', '@eshop/server/*', '**/apps/server/**'];
const dbOnly = ['@eshop/db', '@eshop/db/*', '**/packages/db/**', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'];
const frameworks = ['fastify', '@fastify/*', 'react', 'react-dom', 'react-router', '@react-router/*'];

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'apps/server/dist/**', 'apps/server/dist-bench/**', 'bench/results/**', 'apps/web/build-*/**', 'apps/backoffice/build-*/**', '**/.react-router/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: restrict([...serverOnly, ...dbOnly, ...frameworks, '@eshop/web', '**/apps/web/**'],
      'packages/domain is pure: it imports no database, framework or app code.'),
  },
  {
    files: ['packages/db/**'],
    rules: restrict([...serverOnly, ...frameworks, '@eshop/web', '**/apps/web/**'],
      'packages/db knows only the schema and the domain, never the apps.'),
  },
  {
    files: ['apps/server/**'],
    rules: restrict(['@eshop/web', '@eshop/web/*', '**/apps/web/app/**'],
      'The server never imports storefront code; it serves the built web app.'),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: restrict([...serverOnly, ...dbOnly],
      'The web reaches data only through the /api contract (app/api/client.ts).'),
  },
  {
    files: ['apps/backoffice/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: restrict([...serverOnly, ...dbOnly, '@eshop/web', '@eshop/web/*', '**/apps/web/**'],
      'The back-office reaches data only through the staff API (app/lib/api.server.ts) and shares no code with the shop\'s bundles.'),
  },
  {
    files: ['e2e/**', 'bench/**', 'scripts/**', '**/cli.ts', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
);
