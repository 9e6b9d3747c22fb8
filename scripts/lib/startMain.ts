import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startStack } from './startStack'

// The program of `npm start` (scripts/start.ts runs it): the whole product on this machine (see
// README for the environment variables).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const env = process.env
const startedAt = performance.now()

const stack = await startStack({
  repoRoot,
  dataDir: resolve(env.ASSENT_DATA ?? join(repoRoot, '.data')),
  ports: {
    devnet: Number(env.DEVNET_PORT ?? 8545),
    gateway: Number(env.GATEWAY_PORT ?? 8787),
    web: Number(env.WEB_PORT ?? 5173),
    demoApp: Number(env.DEMO_APP_PORT ?? 5174),
    secondDevnet: Number(env.DEVNET2_PORT ?? 8546),
  },
  databaseUrl: env.DATABASE_URL || undefined,
  log: (line) => console.log(`assent: ${line}`),
})

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
console.log(`
Assent is running (ready in ${seconds} s):
  wallet    ${stack.urls.web}
  gateway   ${stack.urls.gateway}
  devnet    ${stack.urls.rpc}  (chain 31337, anvil test keys — never use them elsewhere)
  devnet 2  ${stack.urls.secondRpc}  (chain 31338, the same contracts and demo Safe)
  demo app  ${stack.urls.demoApp}
Press Ctrl-C to stop; data is kept in .data/ (delete it to start over).
`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('assent: stopping…')
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
