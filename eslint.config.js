import js from '@eslint/js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * React Router's generated route types (`import type { Route } from './+types/<route>'`) live in
 * .react-router/types/ (tsconfig's rootDirs; `react-router typegen`, run before the lint). This
 * resolver finds them, so the layer rules see those imports and no import stays unresolved.
 */
const routeTypesResolver = {
  interfaceVersion: 3,
  name: 'react-router-route-types',
  resolve(modulePath, sourceFile) {
    if (!modulePath.includes('+types/')) return { found: false };
    const projectDirectory = import.meta.dirname;
    const generated = path.join(
      projectDirectory,
      '.react-router/types',
      path.relative(projectDirectory, path.resolve(path.dirname(sourceFile), modulePath)) + '.ts',
    );
    return existsSync(generated) ? { found: true, path: generated } : { found: false };
  },
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'var/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One-way layers (docs/architecture.md): server → app → core. core/ is the domain: no React,
    // no HTTP, nothing from app/ or server/. Services never import call modules: a call module
    // only validates, authorises and delegates, and only the registry (core/call-registry.server.ts)
    // gathers them.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Modules the rules read to follow imports further (no-cycle): without these, none.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        routeTypesResolver,
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      // An import the rules cannot resolve would pass them unchecked: inside the project it is an
      // error (packages are checked by TypeScript; Vite's virtual modules have no file).
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './core',
              from: ['./app', './server', './scripts'],
              message: 'core/ is the domain layer: it never imports app/ or server/.',
            },
            {
              // Tests may take the demo data they check against; the shop's code may not.
              target: './core/**/!(*.test).ts',
              from: './seed',
              message: 'core/ never imports seed/ (the seed imports core/).',
            },
            {
              target: ['./core/db/schema.ts', './core/db/*-schema.ts', './core/db/json-columns.ts'],
              from: './core',
              except: ['./db'],
              message:
                'The database schema depends on nothing of the domain: declare JSON shapes in core/db/json-columns.ts.',
            },
            {
              target: './app',
              from: ['./server', './seed', './scripts'],
              message: 'app/ (pages and components) never imports server/ (HTTP) or seed/.',
            },
            {
              // app/ in order: root.tsx, routes, layouts → features (the editor at their level) →
              // blocks, components, lib, i18n (docs/architecture.md).
              target: [
                './app/features',
                './app/editor',
                './app/staff',
                './app/components',
                './app/blocks',
                './app/lib',
                './app/i18n',
              ],
              from: ['./app/routes', './app/layouts'],
              message:
                'Features, the editor and shared parts never import route modules or layouts: move the shared part down.',
            },
            {
              target: './app',
              from: './app/root.tsx',
              message:
                'root.tsx is the top of app/ and nothing imports it: its data comes from useRootData (app/lib/root-data.ts).',
            },
            {
              target: ['./app/components', './app/blocks', './app/lib', './app/i18n'],
              from: ['./app/features', './app/editor', './app/staff'],
              message:
                'Components, blocks, lib and i18n sit below the features and the editor and never import them: move the shared part down.',
            },
            {
              target: ['./app/routes', './app/layouts', './app/features'],
              from: './app/editor',
              message:
                "Only root.tsx loads the editor (its own chunk, only for editors): shoppers' pages never import it.",
            },
            {
              // The staff area (issue 36) sits beside the features; only its routes and layout load it.
              target: ['./app/features', './app/editor'],
              from: './app/staff',
              message:
                "The staff area's parts load only on its own pages (app/routes/staff, the staff layout): shoppers' features and the editor never import them.",
            },
            {
              target: ['./app/editor/**/!(editor-api).ts', './app/editor/**/*.tsx'],
              from: './app/lib/api.ts',
              message:
                "The editor calls the BFF only through app/editor/editor-api.ts (what it sends, what the server's answer replaces): add the call there.",
            },
            {
              target: [
                './app/features',
                './app/editor',
                './app/staff',
                './app/components',
                './app/blocks',
                './app/lib',
                './app/i18n',
              ],
              from: './.react-router/types',
              message:
                "A route's generated types (+types) stay in its route module: give the feature a props type of its own.",
            },
            {
              target: ['./core/**/!(*calls.server|call-registry.server|*.test).ts'],
              from: ['./core/**/calls.server.ts', './core/**/*-calls.server.ts'],
              message: 'Services never import call modules: move the shared helper into a service module.',
            },
            {
              target: ['./server', './app', './seed'],
              from: ['./core/**/calls.server.ts', './core/**/*-calls.server.ts'],
              message:
                'Calls are reached through the registry (shopContext.call, /api), or use the service they delegate to.',
            },
            {
              target: ['./core/**/calls.server.ts', './core/**/*-calls.server.ts'],
              from: ['./core/**/calls.server.ts', './core/**/*-calls.server.ts'],
              message: 'A call module never imports another one: share the helper through a service module.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle inside app/ (an editor or a page importing root.tsx made one of 7 files):
    // a module that imports what imports it has its part in the wrong layer.
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A call module validates, authorises and delegates: its SQL lives in a service module.
    files: ['core/**/calls.server.ts', 'core/**/*-calls.server.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Call modules hold no SQL: move the query into a service module.' }],
          patterns: [
            {
              group: ['**/db/*'],
              message: 'Call modules hold no SQL: move the query into a service module.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The browser bundle must never pull in server code (DESIGN §5: *.server.ts stays on the server).
    files: ['app/**/*.{ts,tsx}'],
    // Server modules are server code themselves; tests run in Node and never reach the bundle.
    ignores: ['app/entry.server.tsx', 'app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.server', '**/*.server.ts', 'node:*'],
              message: 'Server code stays out of the browser bundle; import types only (import type …).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
