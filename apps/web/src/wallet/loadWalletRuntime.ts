import type { ComponentType, ReactNode } from 'react'

export type WalletRuntimeModule = {
  /** Renders wagmi + RainbowKit providers around `children` once chains are known. */
  WalletRuntime: ComponentType<{ children: ReactNode }>
}

let pending: Promise<WalletRuntimeModule> | undefined

/**
 * Starts (once) loading the wallet stack — wagmi, RainbowKit, viem chains — as a separate
 * chunk. fullApp.tsx calls it as soon as it loads, so it downloads in parallel with the first render.
 */
export function loadWalletRuntime(): Promise<WalletRuntimeModule> {
  pending ??= import('./runtime/WalletRuntime').catch((error: unknown) => {
    pending = undefined // allow a retry
    throw error
  })
  return pending
}
