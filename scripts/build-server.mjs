// Bundles the Hono server (server/main.ts with core/ and seed/) into build/server-app.js, started by
// build/server-main.js.
// Dependencies stay external (loaded from node_modules); the React Router build is loaded at run time.
// Also writes .br/.gz copies of the browser assets so they are sent precompressed.
import { build } from 'esbuild';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/server-app.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// React picks its development or production build when it is first loaded, so NODE_ENV must be set
// before the bundle's imports run: a two-line entry sets it, then loads the bundle.
await writeFile(
  'build/server-main.js',
  "// Entry of the production server.\nprocess.env.NODE_ENV ??= 'production';\nawait import('./server-app.js');\n",
);

// Page views (app/features/page-views/page-views.tsx) are chunks the router does not know: their URLs, with the
// chunks they import, go to build/page-view-chunks.json for the server to preload. The Vite
// manifests themselves are removed so they are never served.
const manifest = JSON.parse(await readFile(path.join('build', 'client', '.vite', 'manifest.json'), 'utf8'));
const chunksOf = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunksOf(imported, seen);
  return seen;
};
const pageViewChunks = Object.fromEntries(
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.endsWith('-page-view.tsx'))
    .map(([key, chunk]) => [
      path.basename(chunk.src, '-page-view.tsx'),
      [...chunksOf(key)].map((entry) => `/${manifest[entry].file}`),
    ]),
);
await writeFile(path.join('build', 'page-view-chunks.json'), JSON.stringify(pageViewChunks, null, 2));
await rm(path.join('build', 'client', '.vite'), { recursive: true, force: true });
await rm(path.join('build', 'server', '.vite'), { recursive: true, force: true });

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const assetsDir = path.join('build', 'client', 'assets');
const compressible = /\.(js|css|svg|json|txt|html|map)$/;
for (const name of await readdir(assetsDir)) {
  if (!compressible.test(name)) continue;
  const file = path.join(assetsDir, name);
  const content = await readFile(file);
  if (content.length < 1024) continue;
  await writeFile(`${file}.br`, await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
}
// `npm start` compares the sources with this stamp to decide whether to build again.
await writeFile(path.join('build', '.build-stamp'), new Date().toISOString());
console.log('built build/server-main.js and precompressed assets');
