/**
 * ESLint for the whole tree (`npm run lint`, part of `npm test`).
 *
 * Not type-aware on purpose: type-aware linting of the tree takes about twice the CPU time (about 50 s
 * against 25 s, measured on this project) and found nothing the plain rules miss; `tsc` already runs in
 * `npm test`. The boundary rules below keep the layers of docs/architecture.md apart; each one has a test
 * that shows it fails (test/lint/).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { switchyardPlugin } from './tools/eslint/plugin.mjs';

const root = import.meta.dirname;

/** Node built-ins that reach the outside world, or the clock: the engine is a pure fold. */
const IO_BUILTINS = [
  'fs', 'fs/promises', 'path', 'os', 'net', 'http', 'https', 'http2', 'tls', 'dgram', 'dns', 'child_process',
  'cluster', 'worker_threads', 'readline', 'repl', 'inspector', 'vm', 'v8', 'perf_hooks', 'timers',
  'timers/promises', 'process', 'module', 'stream', 'zlib',
];
const ENGINE_FORBIDDEN = [
  {
    group: ['**/api', '**/api/**', '**/tools', '**/tools/**', '**/bench', '**/bench/**', '**/test', '**/test/**'],
    message: 'engine/ is the innermost layer: it imports nothing from api/, tools/, bench/ or test/.',
  },
  {
    group: [...IO_BUILTINS, ...IO_BUILTINS.map((m) => `node:${m}`)],
    message: 'engine/ has no I/O and no clock: read files in tools/, serve and store in api/.',
  },
  {
    group: [
      'pg', 'pg-*', 'typeorm', 'typeorm/**', '@electric-sql/*', 'graphql', 'graphql/**', 'graphql-*',
      'type-graphql', '@apollo/*', '@graphql-yoga/*', '@as-integrations/*', 'express', 'ws', 'reflect-metadata',
    ],
    message: 'engine/ knows no database, GraphQL or server package: those belong to api/.',
  },
];

/** The engine's core: it reaches mechanisms only through the plug-in interface (engine/mechanisms/README.md). */
const CORE = [
  'engine/apply.ts', 'engine/legal.ts', 'engine/invariants.ts', 'engine/public-view.ts',
  'engine/rounds/**/*.ts', 'engine/steps/**/*.ts', 'engine/map/**/*.ts', 'engine/routes/**/*.ts',
  'engine/shares/**/*.ts', 'engine/market/**/*.ts', 'engine/state/**/*.ts', 'engine/definition/**/*.ts',
];

const unusedVars = [
  'error',
  {
    args: 'after-used',
    argsIgnorePattern: '^_',
    varsIgnorePattern: '^_',
    caughtErrorsIgnorePattern: '^_',
    destructuredArrayIgnorePattern: '^_',
    ignoreRestSiblings: true,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', 'dist/**', '.data/**', 'coverage/**', 'engine/generated/**',
      // Generated from schemas/ (the codegen tests keep them current); they carry their own eslint-disable line.
      'api/graphql/generated/**', 'web/src/generated/**',
      // The web client is linted for its TypeScript only; its build output and scripts are its own business.
      'web/**/*.{js,mjs,cjs}', 'web/**/dist/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { switchyard: switchyardPlugin(root) },
    rules: {
      '@typescript-eslint/no-unused-vars': unusedVars,
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // `any` is kept out of the engine; tests, the API's SQL rows and benchmarks use it where a shape is loose.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      globals: {
        require: 'readonly', module: 'writable', exports: 'writable', __dirname: 'readonly', __filename: 'readonly',
        process: 'readonly', console: 'readonly',
      },
    },
    rules: { 'no-unused-vars': unusedVars },
  },
  {
    files: ['engine/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: ENGINE_FORBIDDEN }],
      'switchyard/no-title-ids': 'error',
    },
  },
  {
    files: CORE,
    rules: {
      // The core reaches mechanisms only through the dispatcher (engine/core/mechanism.ts).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mechanisms', '**/mechanisms/**'],
              message: 'The core imports no mechanism: a mechanism plugs in through engine/mechanisms (see its README).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Only paths that climb out of web/ (two or more '../' from web/src/…): the client's own
              // web/src/api/ folder is its GraphQL client, not the server's api/.
              regex: '^(\\.\\./){2,}(engine|api|tools)(/|$)',
              message: 'web/ is a client of the GraphQL API: it imports nothing from engine/, api/ or tools/.',
            },
          ],
        },
      ],
    },
  },
  {
    // TypeORM's entity targets are constructors of any shape.
    files: ['api/analytics/recorder.ts'],
    rules: { '@typescript-eslint/no-unsafe-function-type': 'off' },
  },
);

