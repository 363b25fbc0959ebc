import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (fast, no database) and `integration` (the BFF over real HTTP against a
 * real PostgreSQL: one embedded server for the run, a template database cloned per test file).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
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
