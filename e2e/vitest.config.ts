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
    // One module graph for all files (as the unit projects, root vitest.config.ts): importing
    // Playwright, viem and the Safe SDKs again for each of the ~40 files was ~1.3 CPU-s a file
    // (eight files: the worker's CPU 15.7 → 5.1 s). Files share no state through modules: each
    // opens its own browser contexts, accounts and Safes; openContexts.ts says why the setup
    // file keeps none.
    isolate: false,
  },
})
