// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, type Plugin, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureInitialJs } from '../../scripts/initial-js-size'

// Issue #17: the first download is React, react-dom and the boot, nothing else. Checked on a
// real production build (the app's own vite.config.ts, SRI plugin included): the modules of
// the entry chunk and of every chunk it imports statically (what index.html names), and their
// gzipped size against a fixed budget.

const webRoot = resolve(import.meta.dirname, '../..')

/**
 * The budget: 1.2 × the bench's floor page (scripts/bench/floor-app: React reading the balances
 * and writing them with the wallet's formatters, 66.8 KB gzip on 2026-11-27), issue #17's
 * target for the initial JS.
 */
const FLOOR_KB = 66.8
const BUDGET_KB = 1.2 * FLOOR_KB

/** Packages that must reach the browser only with the full app (src/app/fullApp.tsx) or later. */
const FORBIDDEN = [
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@tanstack/react-query-persist-client',
  '@tanstack/query-sync-storage-persister',
  'wagmi',
  '@wagmi/',
  '@rainbow-me/rainbowkit',
  'zod',
  '/viem/_esm/accounts/',
  '/viem/_esm/clients/',
  '/viem/_esm/actions/',
  '@noble/hashes',
  '@noble/curves',
  // The hardware signers' libraries load only when one is picked in the wallet list.
  '@ledgerhq/',
  '/node_modules/buffer/',
  '@scure/bip32',
  '/node_modules/qr/',
  '/apps/web/src/wallet/hardware/',
  '/apps/web/src/app/fullApp.tsx',
  '/apps/web/src/app/router.tsx',
  '/apps/web/src/wallet/runtime/',
  '/packages/gateway-client/src/index.ts',
  '/packages/core/src/index.ts',
]

/**
 * What the wallet chunk (the wallet list, wagmi, RainbowKit) must not carry: a hardware
 * signer's own code and libraries load only once it is picked (ledgerConnector, qrConnector).
 * `qr` itself may be there (RainbowKit draws WalletConnect's code with it); its decoder not.
 */
const HARDWARE_ON_PICK = [
  '@ledgerhq/',
  '/node_modules/buffer/',
  '@scure/bip32',
  '/node_modules/qr/decode',
  '/apps/web/src/wallet/hardware/ledger/connectLedger.ts',
  '/apps/web/src/wallet/hardware/ledger/createLedgerProvider.ts',
  '/apps/web/src/wallet/hardware/qr/qrProvider.ts',
  '/apps/web/src/wallet/hardware/qr/qrPrompts.tsx',
]

let outDir: string
let initialModules: string[] = []
let walletModules: string[] = []
/** The files each layer needs (its chunk and every chunk that one imports statically). */
const layerFiles = {
  entry: new Set<string>(),
  fullApp: new Set<string>(),
  wallet: new Set<string>(),
}

/** The module ids of `from` and of the chunks it imports statically. */
function staticModules(chunks: Map<string, Rollup.OutputChunk>, from: Rollup.OutputChunk[]) {
  const modules: string[] = []
  const seen = new Set<string>()
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    modules.push(...Object.keys(chunk.modules))
    for (const file of chunk.imports) visit(chunks.get(file))
  }
  for (const chunk of from) visit(chunk)
  return { modules, files: seen }
}

/** The chunks holding the module whose id ends with `path`. */
function chunksHolding(chunks: Rollup.OutputChunk[], path: string) {
  return chunks.filter((chunk) =>
    Object.keys(chunk.modules).some((id) => id.replaceAll('\\', '/').endsWith(path)),
  )
}

/**
 * Collects the module ids of the entry chunk and of the chunks it imports statically, and
 * those of the wallet chunk (the one holding createWalletConfig) likewise.
 */
function captureInitialModules(): Plugin {
  return {
    name: 'test:capture-initial-modules',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      )
      const all = [...chunks.values()]
      const entry = staticModules(
        chunks,
        all.filter((chunk) => chunk.isEntry),
      )
      initialModules.push(...entry.modules)
      const wallet = staticModules(
        chunks,
        chunksHolding(all, '/src/wallet/runtime/createWalletConfig.ts'),
      )
      walletModules.push(...wallet.modules)
      const fullApp = staticModules(chunks, chunksHolding(all, '/src/app/fullApp.tsx'))
      for (const file of entry.files) layerFiles.entry.add(file)
      for (const file of fullApp.files) layerFiles.fullApp.add(file)
      for (const file of wallet.files) layerFiles.wallet.add(file)
    },
  }
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'assent-entry-chunk-'))
  initialModules = []
  walletModules = []
  for (const files of Object.values(layerFiles)) files.clear()
  // As `npm run build` runs: Vite keeps a NODE_ENV it finds (vitest's "test"), and React's
  // development build would be measured instead.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root: webRoot,
      mode: 'production',
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
      plugins: [captureInitialModules()],
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}, 300_000)

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('the entry index.html loads', () => {
  it('holds React, react-dom and the boot, and no router, query cache, zod or wallet stack', () => {
    const ids = initialModules.map((id) => id.replaceAll('\\', '/'))
    expect(ids.some((id) => id.includes('/react-dom/'))).toBe(true)
    expect(ids.some((id) => id.endsWith('/src/boot/Boot.tsx'))).toBe(true)
    const offending = ids.filter((id) => FORBIDDEN.some((name) => id.includes(name)))
    expect(offending).toEqual([])
  })

  it(`weighs at most ${BUDGET_KB.toFixed(1)} KB gzipped (1.2 × the floor page)`, () => {
    const size = measureInitialJs(outDir)
    const kb = size.gzip / 1024
    expect(size.files.some((f) => /WalletRuntime|fullApp/.test(f.file))).toBe(false)
    expect(kb).toBeLessThanOrEqual(BUDGET_KB)
  })

  it("comes in two files: the entry (boot, React, the formatters) and the bundler's runtime", () => {
    // vite.config.ts's `$initial` group: without it the modules the entry shares with lazy
    // chunks came as four more files, each one more request before the boot can start.
    const files = measureInitialJs(outDir).files.map((f) => f.file)
    expect(files).toHaveLength(2)
    expect(files.filter((file) => /\/index-[\w-]+\.js$/.test(file))).toHaveLength(1)
    expect(files.filter((file) => /\/rolldown-runtime-[\w-]+\.js$/.test(file))).toHaveLength(1)
  })
})

describe('the wallet chunk', () => {
  it('lists the hardware signers but loads their code only when one is picked', () => {
    const ids = walletModules.map((id) => id.replaceAll('\\', '/'))
    expect(ids.some((id) => id.endsWith('/src/wallet/hardware/ledger/ledgerWallet.ts'))).toBe(true)
    expect(ids.some((id) => id.endsWith('/src/wallet/hardware/qr/qrWallet.ts'))).toBe(true)
    expect(ids.filter((id) => HARDWARE_ON_PICK.some((name) => id.includes(name)))).toEqual([])
  })
})

describe('the layers the boot loads next', () => {
  // vite.config.ts's fullApp and WalletRuntime groups. Without them every module the full app
  // or the wallet stack shares with a page or dialog came as a file of its own: the queue page
  // fetched 112 scripts where 25 carry the same code, which cost Chromium ~25 % more CPU and
  // the rows ~0.4 s.
  const added = (layer: Set<string>, below: Set<string>) =>
    [...layer].filter((file) => !below.has(file))

  it('the full app is one file beside the entry', () => {
    const files = added(layerFiles.fullApp, layerFiles.entry)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\/fullApp-[\w-]+\.js$/)
  })

  it('the wallet stack is one more file beside the full app', () => {
    const files = added(layerFiles.wallet, layerFiles.fullApp)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\/WalletRuntime-[\w-]+\.js$/)
  })
})
