import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Hashed file names let the server send assets as immutable.
    assetsInlineLimit: 2048,
    // SOURCEMAP=1 npm run build: source maps for a look at what the chunks contain.
    sourcemap: process.env.SOURCEMAP === '1',
    // Read by scripts/build-server.mjs to find the chunks of the page views (app/lib/page-views.tsx).
    manifest: true,
  },
});
