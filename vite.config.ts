import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// React Router's package points every import at its development build (dev warnings on); its production
// build is the same code with them off. The server bundles it (below), so that plain `node` runs it (issue 8
// item 4); the browser bundle is left as it is.
const reactRouterBuild = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

// The web adapter (ui/) is built with Vite and React Router's framework plugin (server rendering + hydration).
// The server bundle's input is ui/server/entry.ts: the routes and the runtime that serves them (npm start).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  publicDir: 'ui/public',
  resolve: {
    alias: [
      // Messages are precompiled to ASTs (ui/i18n/compile-messages.mjs): the ICU parser never runs, so it is not shipped.
      { find: '@formatjs/icu-messageformat-parser', replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      ...(isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // One copy of React Router on the server: the adapters that call it are bundled with it.
  ssr: { noExternal: ['react-router', '@react-router/express', '@react-router/node'] },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: {
      // Plugin timings are React Router's route transforms, reported on every build: not ours to act on.
      checks: { bundlerTimings: false },
      ...(isSsrBuild && { input: 'ui/server/entry.ts' }),
    },
  },
  server: { port: 5173 },
}));
