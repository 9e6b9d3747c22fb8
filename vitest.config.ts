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
    // The node projects set `isolate: false`: one module graph per worker instead of one per
    // file. Importing viem, drizzle and PGlite again for each file was most of their CPU (the
    // gateway project alone: 263 → 153 CPU-s, 157 → 103 s on the 2-core machine). Their files
    // share no state through modules: each starts its own chain, gateway, database and ports,
    // and env stubs are undone in afterEach; they passed with their files shuffled under several
    // seeds (`--sequence.shuffle.files --sequence.seed=N`). The web and demo-app projects keep
    // a fresh module graph per file: they render React over module-level stores (wallet
    // provider, verification clients), which one file must not hand to the next.
  },
})
