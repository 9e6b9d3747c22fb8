import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'gateway-client',
    isolate: false, // one module graph per worker: see the root vitest.config.ts
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The type tests (*.test-d.ts, expectTypeOf) are checked by `npm run typecheck`, which
    // compiles them with everything else: a wrong type there fails it. Vitest's own typecheck
    // ran tsc a second time inside the unit stage.
  },
})
