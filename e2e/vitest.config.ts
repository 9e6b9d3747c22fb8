import { defineConfig } from 'vitest/config'

// Browser suites: the whole stack (devnet, gateway, web, demo app) in Debian Chromium,
// started once by the global setup.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/harness/globalSetup.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
