// The cluster primary's bundle (ui/server/primary-entry.ts → build/primary/primary.js), made after React Router's
// build: TypeScript compiled, our modules bundled, packages left to node_modules as in the server bundle.
import { build } from 'vite';

await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'ui/server/primary-entry.ts',
    outDir: 'build/primary',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: 'primary.js' }, checks: { bundlerTimings: false } },
  },
});
