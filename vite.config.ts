import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { translationPart, type TranslationPart } from './app/i18n/translation-parts';
import { preactAliases } from './preact-aliases';

/**
 * `virtual:translations/<locale>-<part>`: one part of a language's texts as a module, so the
 * browser loads only what a page needs (app/i18n/translation-parts.ts, ADR 0011).
 */
function translationParts(): Plugin {
  const prefix = 'virtual:translations/';
  return {
    name: 'spiegelshop-translation-parts',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [locale, part] = id.slice(prefix.length + 1).split('-') as ['de' | 'en', 'core' | TranslationPart];
      const file = path.resolve('core/i18n', `${locale}.json`);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(translationPart(JSON.parse(readFileSync(file, 'utf8')), part))};`;
    },
  };
}

const projectRoot = path.resolve();

/** What goes into the browser build: the shop's code and files, its libraries and the build's settings. */
const buildInputs = {
  folders: ['app', 'core', 'public'],
  files: ['package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'preact-aliases.ts', 'tsconfig.json'],
};

/**
 * A digest of the build's inputs: one source tree always gets the same id. A random id (it was
 * the time and a random number) is compiled into a chunk the storefront chunk names, so every
 * build renamed almost every chunk, and the random names compressed differently: the same commit's
 * pages weighed up to ~100 bytes more or less of brotli JavaScript from one build to the next, and
 * the budget test (tests/e2e/javascript-budget.spec.ts) passed on one build and failed on another.
 */
function digestOfBuildInputs(): string {
  const files = buildInputs.folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
  const hash = createHash('sha256');
  for (const file of [...files.sort(), ...buildInputs.files]) hash.update(`${file}\0`).update(readFileSync(file));
  return hash.digest('base64url').slice(0, 16);
}

/**
 * The build's id (spec §7, §9): written to the browser build as latest-build.json, which the pages
 * ask for every hour, and given to the pages' code as __BUILD_ID__, so a page can tell that a
 * newer build is out. A change to any input gives a new id.
 */
const buildId = process.env.BUILD_ID ?? digestOfBuildInputs();
function latestBuildFile(): Plugin {
  return {
    name: 'spiegelshop-latest-build',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'latest-build.json', source: JSON.stringify({ id: buildId }) });
    },
  };
}

/**
 * The shop's own code (app/, core/ of this project), by its path inside the project: a library's
 * folder of the same name (node_modules/zod/v4/core) is not the shop's, and put into the storefront
 * chunk it went to every page (issue 33: 21 KB of zod, brotli, that no first visit needed).
 */
function isShopCode(id: string): boolean {
  return /^(app|core)[\\/]/.test(path.relative(projectRoot, id)) && !/[\\/]node_modules[\\/]/.test(id);
}

/**
 * The root route runs on every page, but nothing imports it (app/root.tsx sits above every other
 * module: docs/architecture.md), so no share count brings it into the storefront chunk: the
 * storefront group takes it with everything it imports by its path, and counts the rest itself.
 */
/** The editor's and the staff area's code: chunks of their own, never the storefront's. */
const isStaffCode = (id: string) => /editor|[\\/]staff[\\/]|staff-layout/.test(path.relative(projectRoot, id));

const isRootRoute = (id: string) => /^app[\\/]root\.tsx/.test(path.relative(projectRoot, id));

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** The entry chunks that need a module: the entries and dynamically imported modules it is reached from. */
function entryChunksOf(id: string, graph: ModuleGraph, seen = new Set<string>()): Set<string> {
  const entries = new Set<string>();
  if (seen.has(id)) return entries;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return entries;
  if (info.isEntry || info.dynamicImporters.length > 0) entries.add(id);
  for (const importer of info.importers) for (const entry of entryChunksOf(importer, graph, seen)) entries.add(entry);
  return entries;
}

export default defineConfig({
  plugins: [
    translationParts(),
    tailwindcss(),
    reactRouter(),
    latestBuildFile(),
    // The service worker (issue 21): our own (app/service-worker/sw.ts) with Workbox, given the
    // list of the build's files to keep. The web manifest is the server's (its theme colour comes
    // from the design settings); the page registers the worker itself (a few lines, no library).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'app/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      // React Router's browser build (the plugin would look in dist/).
      outDir: 'build/client',
      injectManifest: {
        // What every page runs (styles, router, the shared shop code) and the icons: kept when
        // the worker installs. Page views, translations and pictures are kept as they are used
        // (app/service-worker/sw.ts), so a phone does not download the whole shop up front.
        globPatterns: [
          'assets/*.css',
          'assets/{entry.client,root,framework,storefront,manifest}-*.js',
          'favicon.svg',
          'icons/*.png',
        ],
      },
    }),
  ],
  // The shop renders with Preact's React-compatible layer, on the server and in the browser
  // (ADR 0012): the same components, about 55 KB less gzipped JavaScript on every page.
  resolve: { alias: preactAliases },
  // React Router's components must render with the same Preact as the app's, so the server build
  // bundles it instead of loading it (and React) from node_modules.
  ssr: { noExternal: ['react-router'] },
  build: {
    // Hashed file names let the server send assets as immutable.
    assetsInlineLimit: 2048,
    // SOURCEMAP=1 npm run build: source maps for a look at what the chunks contain.
    sourcemap: process.env.SOURCEMAP === '1',
    // NOMINIFY=1 npm run build: readable function names in a browser profile.
    minify: process.env.NOMINIFY !== '1',
    // Read by scripts/build-server.mjs to find the chunks of the page views (app/features/page-views/page-views.tsx).
    manifest: true,
    // Few script files a page (ADR 0020): Lighthouse's phone on slow 4G (HTTP/1.1, six connections)
    // queued 30+ small chunks ahead of the product picture. The router and Preact go in one chunk,
    // the storefront code three or more chunks share in another (not the editor's); page views
    // and what only one or two of them use stay chunks of their own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              // The shop code three or more entry chunks share, and the root route with what it imports.
              // Not the editor's nor the staff area's (issue 36): shoppers load none of it.
              name: (id, ctx) =>
                isRootRoute(id) || (isShopCode(id) && !isStaffCode(id) && entryChunksOf(id, ctx).size >= 3)
                  ? 'storefront'
                  : null,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
