import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // One module graph per worker, as the node projects (see the root vitest.config.ts): each
    // file still gets a fresh happy-dom window (so storage and DOM start empty), and the
    // module-level stores are reset by the tests that use them. Importing React, wagmi and viem
    // again for each file was over half the project's CPU (340 → 139 CPU-s, 185 → 90 s).
    isolate: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'], // generous findBy/waitFor ceilings
  },
})
