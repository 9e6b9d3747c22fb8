import { defineProject } from 'vitest/config'

// Tests of the repository's own scripts (test runner, shard split).
export default defineProject({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['lib/**/*.test.ts'],
  },
})
