// One lint setup for the whole tree. The module boundaries of the style guide (§3) are rules
// here, not conventions: a forbidden import fails `npm run lint` and CI.
import { readdirSync, readFileSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = './apps/web/src';
// The web's test files that replace a module with vi.mock, run isolated (decision 071).
const WEB_MODULE_MOCKING_FILES = JSON.parse(
  readFileSync(new URL('./apps/web/src/testing/module-mocking-files.json', import.meta.url), 'utf8'),
).map((path) => `apps/web/${path}`);
// testing/ is left out: test helpers render the whole app.
const WEB_SHARED = ['components', 'hooks', 'lib', 'stores', 'config', 'i18n', 'styles'].map(
  (folder) => `${WEB}/${folder}`,
);

// A server module imports another only through its index.ts: '../wallet', never '../wallet/x'.
const OTHER_MODULE_INTERNALS = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/',
  message: "Import another module through its index.ts ('../wallet'), never its files.",
};

const SYNTAX_EVERYWHERE = [
  { selector: 'TSEnumDeclaration', message: 'Use a string-literal union or an as-const object.' },
  // `type` over `interface`, except where TypeScript needs one: augmenting a module's types.
  {
    selector: 'Program > TSInterfaceDeclaration, Program > ExportNamedDeclaration > TSInterfaceDeclaration',
    message: 'Use a type alias; interfaces only for module augmentation.',
  },
];

// One home per route page (style guide §12): the router imports a feature's page from
// features/<f>/pages itself; app/routes holds only modules that compose features, never a
// file that passes another module's page through.
const NO_RE_EXPORTS = [
  {
    selector: 'ExportNamedDeclaration[source], ExportAllDeclaration',
    message: 'No re-exports here: import the page from features/<feature>/pages in the router.',
  },
];

// `import('@perya/contracts')` in the web app keeps every export of the package (a namespace is
// used whole), and when a module of the player's entry does it, zod and every schema land in the
// entry (+70 kB gzip once). Load schemas through a small re-export file of the feature instead.
const NO_WHOLE_CONTRACTS_IMPORT = [
  {
    selector: "ImportExpression[source.value='@perya/contracts']",
    message: "Re-export the schemas you need from a small file and import('./that-file') instead.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'e2e/screenshots/**',
      'apps/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x must parse TypeScript files itself to follow imports (no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // A pure-JS resolver (enhanced-resolve): the native resolvers' platform packages are not all
      // on the registry these machines use, and their absence breaks `npm ci`.
      'import-x/resolver': {
        typescript: {
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'],
        },
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...SYNTAX_EVERYWHERE],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Apps import packages, never the reverse; contracts imports nothing of ours.
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
            {
              target: './packages/contracts',
              from: './packages',
              except: ['./contracts'],
              message: 'contracts imports nothing of ours.',
            },
            {
              target: './packages/games',
              from: './packages',
              except: ['./games'],
              message: 'games imports nothing of ours.',
            },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './apps/server' },
            // Web: app -> features -> shared; features never import each other.
            {
              target: [`${WEB}/features`, ...WEB_SHARED],
              from: `${WEB}/app`,
              message: 'Only app/ composes routes and layouts.',
            },
            { target: WEB_SHARED, from: `${WEB}/features`, message: 'Shared code never imports a feature.' },
            ...foldersIn('./apps/web/src/features').map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: 'Features never import each other; compose them in app/.',
            })),
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,js,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/*/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in src/config/env.ts only.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Drizzle belongs in *.repository.ts, *.tables.ts and src/db only.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Drizzle belongs in *.repository.ts, *.tables.ts and src/db only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Drizzle belongs in *.repository.ts, *.tables.ts and src/db only.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Drizzle belongs in *.repository.ts, *.tables.ts and src/db only.' },
            OTHER_MODULE_INTERNALS,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Routes call services; no SQL here.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Routes call services; no SQL here.' },
            {
              group: ['./*.repository', './*.tables'],
              message: 'Routes call the service, never the repository or tables.',
            },
            OTHER_MODULE_INTERNALS,
          ],
        },
      ],
    },
  },
  {
    // Table files may reference another module's tables: a foreign key is a fact of the schema.
    files: ['apps/server/src/modules/*/*.tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?![^/]+\\.tables$)',
              message: "A table file may import only other modules' *.tables files.",
            },
          ],
        },
      ],
    },
  },
  {
    // A module's index.ts is its public API for services and routes; its tables are not part of it.
    files: ['apps/server/src/modules/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Drizzle belongs in *.repository.ts, *.tables.ts and src/db only.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Drizzle belongs in *.repository.ts, *.tables.ts and src/db only.' },
            OTHER_MODULE_INTERNALS,
            {
              group: ['./*.tables'],
              message:
                "No module exports its tables from index.ts: a repository imports '../<module>/<module>.tables'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories (style guide §12) read another module's tables through its *.tables file only:
    // never its index.ts, service or repository.
    files: ['apps/server/src/modules/*/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+(/(?![^/]+\\.tables$)[^/]+)?$',
              message: "A repository reads another module's tables only through '../<module>/<module>.tables'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Where Drizzle lives: repositories, table definitions, the database layer.
    // (Table files and repositories have their own rules above.) Test support reads tables to play a person's part.
    files: ['apps/server/src/db/**/*.ts', 'apps/server/src/testing/**/*.ts', 'apps/server/drizzle.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/config/env.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // In-house games: what the browser loads must not need Node. node.ts (node:crypto for the
    // server) and the tests are the exceptions.
    files: ['packages/games/src/**/*.ts'],
    ignores: ['packages/games/src/node.ts', 'packages/games/src/**/*.test.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'Browser code: use the injected FairCrypto, not Node.' }] },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Buffer', message: 'Browser code: use Uint8Array.' },
        { name: 'process', message: 'Browser code: no process.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'error',
      'no-restricted-syntax': ['error', ...SYNTAX_EVERYWHERE, ...NO_WHOLE_CONTRACTS_IMPORT],
    },
  },
  {
    files: ['apps/web/src/app/routes/**/*.tsx', 'apps/web/src/features/*/pages/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...SYNTAX_EVERYWHERE, ...NO_WHOLE_CONTRACTS_IMPORT, ...NO_RE_EXPORTS] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*', 'scripts/**/*', '**/build.mjs'],
    rules: { 'no-console': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The web's test files share their worker (decision 071), where a module's stand-in would
    // answer the files after the one that made it: vi.mock only in the files run isolated.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: WEB_MODULE_MOCKING_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Shared worker (decision 071): add the file to apps/web/src/testing/module-mocking-files.json.',
        })),
      ],
    },
  },
  prettier,
);
