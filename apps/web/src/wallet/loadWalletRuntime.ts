import type { ComponentType, ReactNode } from 'react'

export type WalletRuntimeModule = {
  /** Renders wagmi + RainbowKit providers around `children` once chains are known. */
  WalletRuntime: ComponentType<{ children: ReactNode }>
}

let pending: Promise<WalletRuntimeModule> | undefined

/**
 * Starts (once) loading the wallet stack — wagmi, RainbowKit, viem chains — as a separate
 * chunk. main.tsx calls it before the first render so it downloads in parallel with it.
 */
export function loadWalletRuntime(): Promise<WalletRuntimeModule> {
  pending ??= import('./runtime/WalletRuntime').catch((error: unknown) => {
    pending = undefined // allow a retry
    throw error
  })
  return pending
}
