import { defineConfig } from 'vitest/config'
import { suiteFilesFromEnv } from '../scripts/lib/e2eShards'

// Browser suites: the whole stack (devnet, gateway, web, demo app) in Debian Chromium,
// started once by the global setup. Files run one at a time against that stack; E2E_SHARD
// ("1/2") runs one balanced part of them, so `npm test` can run two parts side by side, each
// with its own stack (and its own E2E_PORT_OFFSET).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: suiteFilesFromEnv(import.meta.dirname),
    environment: 'node',
    globalSetup: ['src/harness/globalSetup.ts'],
    // A failure's message says what each open page showed (CI keeps only the log's end).
    setupFiles: ['src/harness/pageStateOnFailure.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
