import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'review',
    isolate: false, // one module graph per worker: see the root vitest.config.ts
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
