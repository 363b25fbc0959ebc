import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases';

/**
 * Two projects: `unit` (fast, no database) and `integration` (the BFF over real HTTP against a
 * real PostgreSQL: one embedded server for the run, a template database cloned per test file).
 */
export default defineConfig({
  test: {
    // Vitest keeps a core free for itself (cores − 1): on the 2-core CI machine that is one test file
    // at a time, while the runner itself sits idle and the integration tests wait on PostgreSQL.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        // Components render with Preact here as in the shop (ADR 0012); React Router is bundled
        // into the tests so that its components use the same Preact.
        resolve: { alias: preactAliases },
        // Its ES module (where the aliases apply), not the CommonJS file Node's condition picks.
        ssr: { resolve: { conditions: ['module', 'node', 'import', 'default'] } },
        test: {
          name: 'unit',
          server: { deps: { inline: ['react-router'] } },
          include: ['app/**/*.test.{ts,tsx}', 'core/**/*.test.ts', 'server/**/*.test.ts', 'seed/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.integration.test.ts'],
          exclude: ['node_modules/**', 'build/**'],
          environment: 'node',
          globalSetup: ['tests/support/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
