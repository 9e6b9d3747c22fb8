import type { WalletRuntimeModule } from './loadWalletRuntime'

/**
 * How long the full app waits for the wallet stack before it mounts without it. The stack is a
 * local chunk and the chain list is preloaded, so this bounds only a gateway that hangs.
 */
export const WALLET_STACK_WAIT_MS = 5000

/**
 * The wallet runtime once both it and the chain list it is built from are in, so the app mounts
 * once, inside the wallet providers: mounted before them, the whole tree remounted when they
 * arrived, and what a user had typed, picked or uploaded in between was lost. Resolves to
 * undefined (the app mounts without the wallet; WalletBoundary loads it and offers a retry) when
 * the runtime fails to load or `maxWaitMs` passes first. A failed chain list still resolves to
 * the runtime: it renders the app without providers and says why, as it would later.
 */
export function waitForWalletStack({
  runtime,
  chains,
  maxWaitMs = WALLET_STACK_WAIT_MS,
}: {
  runtime: Promise<WalletRuntimeModule>
  chains: Promise<unknown>
  maxWaitMs?: number
}): Promise<WalletRuntimeModule | undefined> {
  const both = Promise.all([runtime, chains.catch(() => {})]).then(
    ([module]) => module,
    () => undefined,
  )
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), maxWaitMs)
    both.then((module) => {
      clearTimeout(timer)
      resolve(module)
    })
  })
}
