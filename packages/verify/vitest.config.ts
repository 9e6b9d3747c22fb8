import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'verify',
    isolate: false, // one module graph per worker: see the root vitest.config.ts
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
