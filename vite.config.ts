import { defineConfig } from 'vite';

// The web adapter (ui/) is built with Vite; the React Router plugin joins with the web issue.
export default defineConfig({
  build: { outDir: 'build' },
});
