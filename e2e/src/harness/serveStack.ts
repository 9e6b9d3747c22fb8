import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startStack } from '../../../scripts/lib/startStack'
import { e2eBuildDir } from './buildRoot'

// Keeps a stack running while a suite is being written, on ports of your choice (default
// 38545/38546/38787/35173/35174, away from npm start's and the suites' own):
//   npx tsx e2e/src/harness/serveStack.ts
//   E2E_STACK='<printed JSON>' npx vitest run --config e2e/vitest.config.ts e2e/src/x.test.ts
// The global setup then reuses it instead of starting (and rebuilding) one per run.
const repoRoot = resolve(import.meta.dirname, '../../..')
const base = Number(process.env.E2E_DEV_PORT_BASE ?? 35_000)
const ports = {
  devnet: base + 3545,
  secondDevnet: base + 3546,
  gateway: base + 3787,
  web: base + 173,
  demoApp: base + 174,
}
const dataDir = mkdtempSync(join(tmpdir(), 'assent-e2e-dev-'))
const stack = await startStack({
  repoRoot,
  dataDir,
  ports,
  outDirs: {
    web: join(e2eBuildDir(repoRoot, `dev-${base}`), 'web'),
    demoApp: join(e2eBuildDir(repoRoot, `dev-${base}`), 'demo-app'),
  },
  buildStampDir: e2eBuildDir(repoRoot, `dev-${base}`),
  log: (line) => console.log(`stack: ${line}`),
})
console.log(`E2E_STACK='${JSON.stringify(stack.urls)}'`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stack.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true })
      process.exit(0)
    })
  })
}
