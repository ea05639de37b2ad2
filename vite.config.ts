import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The web adapter (ui/) is built with Vite and React Router's framework plugin (server rendering + hydration).
export default defineConfig({
  plugins: [reactRouter()],
  publicDir: 'ui/public',
  resolve: {
    // Messages are precompiled to ASTs (ui/i18n/compile-messages.mjs): the ICU parser never runs, so it is not shipped.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  server: { port: 5173 },
});
