import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

// React Router's package points every import at its development build (dev warnings on); its production
// build is the same code with them off. Both bundles take the production build: the server's (so that plain `node`
// runs it, issue 8 item 4) and the browser's, which shipped the development build's warnings until 2026-11-28
// (framework chunk 344,149 → 341,989 bytes).
const reactRouterBuild = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The browser's chunks (issue 8: a page's first load is few files, each worth its request): React, React DOM,
 * React Router in one file that every page loads and caches; everything the client entry and the
 * root route import (the shell every page runs) in another; each route's own code in its route chunk, and what
 * several routes share in the chunks Rolldown makes for it.
 */
function clientChunks(): Rolldown.CodeSplittingOptions {
  const closures = new Map<string, ReadonlySet<string>>();
  /** The app modules `files` import, statically, at any depth (node_modules aside). */
  const closure = (ctx: Rolldown.ChunkingContext, name: string, files: readonly string[], except?: ReadonlySet<string>) => {
    let seen = closures.get(name);
    if (seen) return seen;
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id) || except?.has(id) || id.includes('node_modules')) return;
      found.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    files.forEach((file) => visit(fileURLToPath(new URL(file, import.meta.url))));
    closures.set(name, (seen = found));
    return seen;
  };
  // With the shell, domain/shared/once.ts: a few bytes that route chunks share, not worth a request of their own.
  const shell = (ctx: Rolldown.ChunkingContext) => closure(ctx, 'shell', ['ui/entry.client.tsx', 'ui/root.tsx', 'domain/shared/once.ts']);
  const cards = (ctx: Rolldown.ChunkingContext) => closure(ctx, 'cards', ['ui/components/estate/estate-card.tsx'], shell(ctx));
  return {
    groups: [
      { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
      { name: (id, ctx) => (shell(ctx).has(id) ? 'shell' : null), priority: 10 },
      { name: (id, ctx) => (cards(ctx).has(id) ? 'cards' : null), priority: 5 },
    ],
  };
}

/**
 * The browser needs no message's Dutch default: every message is compiled for the four languages (ui/i18n/compiled,
 * complete by test/ui/i18n-messages.test.ts), and formatjs itself advises removing the defaults from a production
 * build that formats compiled messages. The server keeps them (issue 8: first-load JS).
 */
const DEFAULT_MESSAGE_ATTRIBUTE = /\sdefaultMessage="[^"]*"/g;
const DEFAULT_MESSAGE_PROPERTY = /\bdefaultMessage:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?/g;
const withoutDefaultMessages: Plugin = {
  name: 'without-default-messages',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]ui[\\/].*\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
    return { code: code.replace(DEFAULT_MESSAGE_ATTRIBUTE, '').replace(DEFAULT_MESSAGE_PROPERTY, ''), map: null };
  },
};

// The web adapter (ui/) is built with Vite and React Router's framework plugin (server rendering + hydration).
// The server bundle's input is ui/server/entry.ts: the routes and the runtime that serves them (npm start).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), ...(isSsrBuild ? [] : [withoutDefaultMessages])],
  publicDir: 'ui/public',
  resolve: {
    alias: [
      // Messages are precompiled to ASTs (ui/i18n/compile-messages.mjs): the ICU parser never runs, so it is not shipped.
      { find: '@formatjs/icu-messageformat-parser', replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // `./x-slot` in the browser build is `./x-slot.browser`: a part of a page it hydrates once the part's code has loaded.
      ...(isSsrBuild ? [] : [{ find: /^(\.{1,2}\/.*-slot)$/, replacement: '$1.browser' }]),
      // The page's scripts are written by the server (ui/components/shell/app-scripts.tsx); the browser keeps them.
      ...(isSsrBuild ? [] : [{ find: /^(\.{1,2}\/.*\/app-scripts)$/, replacement: '$1.browser' }]),
      // react-intl in the site's builds is the small formatter for compiled messages (ui/i18n/browser-intl.tsx, issue 8):
      // fewer bytes in the browser, and on the server no memo key (JSON of the message's AST) built per formatted message.
      { find: /^react-intl$/, replacement: fileURLToPath(new URL('ui/i18n/browser-intl.tsx', import.meta.url)) },
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
  // One copy of React Router on the server: the adapters that call it are bundled with it.
  ssr: { noExternal: ['react-router', '@react-router/express', '@react-router/node'] },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // ANALYZE=1 npm run build: source maps beside the chunks, to read what each chunk holds.
    sourcemap: process.env.ANALYZE === '1',
    rollupOptions: {
      // Plugin timings are React Router's route transforms, reported on every build: not ours to act on.
      checks: { bundlerTimings: false },
      // The server's chunks in ASCII (\u escapes) and without comments: V8 keeps each module's source in memory, and
      // one non-ASCII character makes it a two-byte string, 2.8 MB instead of 1.4 for the server bundle (issue 8: RSS).
      ...(isSsrBuild && { input: 'ui/server/entry.ts', output: { charset: 'ascii', comments: { legal: true, annotation: true, jsdoc: false } } }),
      ...(!isSsrBuild && { output: { codeSplitting: clientChunks() } }),
    },
  },
  server: { port: 5173 },
}));
