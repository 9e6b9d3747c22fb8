import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'verify',
    isolate: false, // one module graph per worker: see the root vitest.config.ts
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 300_000, // each test spawns the bin: a fresh Node process loading viem through tsx
    hookTimeout: 180_000,
  },
})
