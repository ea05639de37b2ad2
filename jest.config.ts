import type { Config } from 'jest';

// ESM mode (npm run jest sets --experimental-vm-modules): inversify and @formatjs ship ESM only.
// ts-jest only transpiles; `npm run typecheck` is the type check.
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  // Components render every language in tests, as the server does.
  setupFiles: ['<rootDir>/ui/i18n/all-messages.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/testing-library-setup.ts', '<rootDir>/test/support/async-storage-setup.ts'],
} satisfies Config;

/** The built site in a process of its own, Chromium, hostile traffic: what only a running site shows. */
const SITE = ['<rootDir>/test/e2e/', '<rootDir>/test/fuzz/'];
/** The rules that hold for every estate, headless over the whole seeded demo in four languages. */
const WHOLE_DEMO = '<rootDir>/test/whole-demo/';
/**
 * The adapters beyond the catalogue's SQL: the HTTP ones against a real local server in this process (the §7 client,
 * the catalogue service, the site server), mail, photos, the alert scheduler and the demo catalogue's generator.
 */
const ADAPTERS = [
  '<rootDir>/test/infrastructure/http/',
  '<rootDir>/test/infrastructure/catalogue/server/',
  '<rootDir>/test/ui/server/',
  '<rootDir>/test/infrastructure/catalogue/mail/',
  '<rootDir>/test/infrastructure/catalogue/photos/',
  '<rootDir>/test/infrastructure/catalogue/alerts/',
  '<rootDir>/test/infrastructure/catalogue/demo/',
];

/**
 * Coverage is measured once, by the `fast` and `adapters` projects' tests: the other two run the same code again over
 * the whole demo or in a site process of their own, and instrumenting their hot loops would only slow them (issue 22).
 */
const MEASURED_ONCE = ['/'];

/**
 * Four projects (issue 22):
 * - `fast`: domain, application over the in-memory adapters, the port contracts over memory, SQLite (and
 *   PostgreSQL with DATABASE_URL), the catalogue's SQL, the React components. No server, no site process, no
 *   browser: `npm run test:fast`, after every change.
 * - `adapters`: the other adapters. The HTTP ones against a real local server in the test's process (the §7 client and
 *   its gateways, the catalogue service, the site server's middleware, page cache and deadline); the mail outbox and its
 *   mails, the photo library (sharp), the alert scheduler, the demo catalogue's generator: `npm run test:adapters`
 *   after changing one of them.
 * - `whole-demo`: the same layers, headless, over every estate of the 2,000-estate demo in four languages (every detail
 *   page, every list filter and group heading, every price line): `npm run test:whole-demo` after changing such a rule.
 * - `site`: the built site in a process of its own, driven over HTTP, by Chromium or by hostile traffic.
 * `npm test` (test/support/test.sh) runs the four in one jest run with coverage (`npm run test:all`).
 */
const config: Config = {
  // A test that walks a page through several loader runs needs more than jest's 5 s on a loaded 2-core CI machine.
  testTimeout: 20_000,
  // Every core (jest's default leaves one free: a single worker on CI's two cores).
  maxWorkers: '100%',
  collectCoverageFrom: ['domain/**/*.ts', 'application/**/*.ts', 'infrastructure/http/**/*.ts'],
  coverageThreshold: {
    global: {},
    './domain/': { lines: 95, branches: 95 },
  },
  coverageReporters: ['text-summary'],
  reporters: ['default', '<rootDir>/test/support/slowest-files-reporter.cjs'],
  projects: [
    {
      ...shared,
      displayName: 'fast',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', ...SITE, WHOLE_DEMO, ...ADAPTERS],
    },
    {
      ...shared,
      displayName: 'adapters',
      testMatch: ADAPTERS.flatMap((folder) => [`${folder}**/*.test.ts`, `${folder}**/*.test.tsx`]),
    },
    {
      ...shared,
      displayName: 'whole-demo',
      testMatch: [`${WHOLE_DEMO}**/*.test.ts`, `${WHOLE_DEMO}**/*.test.tsx`],
      coveragePathIgnorePatterns: MEASURED_ONCE,
      // The demo catalogue seeded once for the files that read it whole (test/support/demo-catalogue.ts).
      globalSetup: '<rootDir>/test/support/whole-demo-global-setup.ts',
    },
    {
      ...shared,
      displayName: 'site',
      testMatch: SITE.map((folder) => `${folder}**/*.test.ts`),
      coveragePathIgnorePatterns: MEASURED_ONCE,
      // One build, one site for the files that only read, one Chromium for every file (test/e2e/support/global-setup.ts).
      globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
    },
  ],
};

export default config;
