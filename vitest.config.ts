import { defineConfig } from 'vitest/config'

// Unit and integration tests of every workspace; browser suites live in e2e/vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
})
