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
    // Importing viem, drizzle, PGlite, React and wagmi again for each file was most of their CPU
    // (gateway: 263 → 153 CPU-s; web: 340 → 139 CPU-s on the 2-core machine). Their files share
    // no state through modules: each starts its own chain, gateway, database and ports, each web
    // file gets a fresh DOM window, and env stubs are undone in afterEach; they passed with their
    // files shuffled under several seeds (`--sequence.shuffle.files --sequence.seed=N`).
  },
})
