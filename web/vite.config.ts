/**
 * The web client's build (`npm run build:web` → web/dist/) and dev server (`npm run dev:web`),
 * which forwards the API, the docs and the document to the local server (`npm start`, on :3000
 * or API_URL).
 */
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { precompiledMessages } from './precompile-messages.js';
import { serviceWorker } from './service-worker.js';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [preact(), precompiledMessages(), serviceWorker()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { proxy: { '/v1': api, '/docs': api, '/openapi.json': api } },
});
