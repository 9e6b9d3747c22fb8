import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'demo-app',
    isolate: false, // one module graph per worker: see the root vitest.config.ts
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 60_000,
    setupFiles: ['./vitest.setup.ts'], // generous findBy/waitFor ceilings
    hookTimeout: 120_000,
  },
})
