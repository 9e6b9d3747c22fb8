import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'gateway',
    isolate: false, // one module graph per worker: see the root vitest.config.ts
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // One PostgreSQL server for the run; each test file's startPostgres() gets a fresh database.
    globalSetup: ['../../packages/test/src/postgresGlobalSetup.ts'],
    // Ceilings, not waits: npm test runs these beside two browser suites on two cores, where an
    // indexer test that takes 3 s alone once needed more than 60 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
