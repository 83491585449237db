import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));
// `npm start` serves the API on :3000; API_URL points the dev server at another one.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // The browser compiles the shared rules from source, like the tests do: no build step for the domain.
    alias: [{ find: /^@raid\/domain\/(.*)$/, replacement: `${domainSrc}$1` }],
  },
  server: {
    proxy: {
      '/api': apiUrl,
      '/socket.io': { target: apiUrl, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
