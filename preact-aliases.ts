/**
 * React's module names, answered by Preact's React-compatible layer (ADR 0012). Used by the Vite
 * build (vite.config.ts) and by the unit tests (vitest.config.ts), so every render of the shop's
 * components, in the browser, on the server and in tests, goes through the same renderer.
 * Exact matches only: `react-router` must not become `preact/compat-router`.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
