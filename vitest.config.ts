import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit and integration tests of every workspace; browser suites live in e2e/vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Vitest's default (cores − 1) is one file at a time on a 2-core machine, but the
    // integration files spend much of their time waiting on anvil, PGlite and HTTP: two at once
    // took the gateway project from 336 s to 235 s there. Every file has its own chain, ports
    // and data folder, so files never share state.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Every project sets `isolate: false`: one module graph per worker instead of one per file.
    // Importing viem, React, drizzle and PGlite again for every one of the 273 files was half of
    // the suite's CPU (482 → 234 CPU-s, 283 → 157 s on the 2-core machine). Files share no state
    // through modules: each starts its own chain, gateway, database and ports; the web files'
    // DOM is cleaned after every test; env stubs are undone in afterEach. The suite passed with
    // its files shuffled under several seeds (`--sequence.shuffle.files --sequence.seed=N`).
  },
})
