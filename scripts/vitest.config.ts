import { defineProject } from 'vitest/config'

// Tests of the repository's own scripts (test runner, shard split).
export default defineProject({
  test: {
    name: 'scripts',
    isolate: false, // one module graph per worker: see the root vitest.config.ts
    root: import.meta.dirname,
    environment: 'node',
    include: ['lib/**/*.test.ts'],
  },
})
