import type { Config } from 'jest';

// ESM mode (npm run jest sets --experimental-vm-modules): inversify and @formatjs ship ESM only.
// ts-jest only transpiles; `npm run typecheck` is the type check.
const config: Config = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  // Components render every language in tests, as the server does.
  setupFiles: ['<rootDir>/ui/i18n/all-messages.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/testing-library-setup.ts'],
  // A test that walks a page through several loader runs needs more than jest's 5 s on a loaded 2-core CI machine.
  testTimeout: 20_000,
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
  collectCoverageFrom: ['domain/**/*.ts', 'application/**/*.ts', 'infrastructure/http/**/*.ts'],
  coverageThreshold: {
    global: {},
    './domain/': { lines: 95, branches: 95 },
  },
  coverageReporters: ['text-summary', 'text'],
};

export default config;
