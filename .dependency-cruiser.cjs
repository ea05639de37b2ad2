/**
 * The hexagon's import rules (see ARCHITECTURE.md). `npm run layers` runs them; test/layers.test.ts
 * proves they fail on a planted violation.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports nothing outside itself: no npm package, no node: module, no other layer.',
      severity: 'error',
      from: { path: '(^|/)domain/' },
      to: { pathNot: '(^|/)domain/' },
    },
    {
      name: 'application-imports-domain-rxjs-formatjs',
      comment: 'application/ imports only domain/, itself, rxjs and @formatjs.',
      severity: 'error',
      from: { path: '(^|/)application/' },
      to: {
        pathNot: [
          '(^|/)domain/',
          '(^|/)application/',
          '(^|/)node_modules/(rxjs|@formatjs/[^/]+|tslib)/',
        ],
      },
    },
    {
      name: 'no-inward-import-of-adapters',
      comment: 'Nothing inward imports infrastructure/ or ui/.',
      severity: 'error',
      from: { path: '(^|/)(domain|application)/' },
      to: { path: '(^|/)(infrastructure|ui)/' },
    },
    {
      name: 'infrastructure-does-not-import-ui',
      comment: 'Driven adapters never depend on the React web adapter.',
      severity: 'error',
      from: { path: '(^|/)infrastructure/' },
      to: { path: '(^|/)ui/' },
    },
    {
      name: 'ui-sees-only-the-bridge',
      comment:
        'Outside ui/bridge, ui/ neither imports inversify nor reaches infrastructure/ (issue 19 item 4): loaders, actions ' +
        'and components get the typed Core (issue 8) from the load context or the bridge; the process entry files ' +
        '(ui/server/main.ts, primary.ts, ui/cli/main.ts) start the composition roots of infrastructure/container through ' +
        'the bridge too. No exceptions.',
      severity: 'error',
      from: { path: '(^|/)ui/', pathNot: '(^|/)ui/bridge/' },
      to: { path: ['(^|/)node_modules/(inversify|@inversifyjs/[^/]+|reflect-metadata)/', '(^|/)infrastructure/'] },
    },
    {
      name: 'migrations-stand-still',
      comment:
        'Issue 19 item 6: a migration runs the same whenever it runs, so it imports Kysely and nothing else: no rule, ' +
        'no counting and no row writer of today (what is derived from documents is derived again after migrating).',
      severity: 'error',
      from: { path: '(^|/)infrastructure/catalogue/sql/migrations\\.ts$' },
      to: { pathNot: '(^|/)node_modules/kysely/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import must resolve, or the rules above could be dodged.',
      severity: 'error',
      from: {},
      // Except React Router's server build, a module its Vite plugin makes (ui/server/entry.ts imports it).
      to: { couldNotResolve: true, pathNot: '^virtual:react-router/server-build$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
