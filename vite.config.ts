import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The web adapter (ui/) is built with Vite and React Router's framework plugin (server rendering + hydration).
export default defineConfig({
  plugins: [reactRouter()],
  publicDir: 'ui/public',
  build: { target: 'es2022', assetsInlineLimit: 0 },
  server: { port: 5173 },
});
