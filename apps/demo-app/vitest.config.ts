import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'demo-app',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 60_000,
    setupFiles: ['./vitest.setup.ts'], // generous findBy/waitFor ceilings
    hookTimeout: 120_000,
  },
})
