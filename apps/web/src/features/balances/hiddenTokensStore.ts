import { z } from 'zod'
import { createLocalStore } from '../../kernel/createLocalStore'
import { HIDDEN_TOKENS_STORAGE_KEY } from '../../kernel/storageKeys'

export const balancesHiddenSchema = z.record(
  z.string().regex(/^\d+$/),
  z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/)),
)

/** Token addresses the user hid, per chain id (lower-cased). */
export const hiddenTokensStore = createLocalStore<Record<string, string[]>>(
  HIDDEN_TOKENS_STORAGE_KEY,
  balancesHiddenSchema,
  {},
)

/** Hides or shows again one token on one chain. */
export function toggleHiddenToken(chainId: string, tokenAddress: string): void {
  const token = tokenAddress.toLowerCase()
  hiddenTokensStore.set((hidden) => {
    const current = hidden[chainId] ?? []
    const next = current.includes(token) ? current.filter((t) => t !== token) : [...current, token]
    return { ...hidden, [chainId]: next }
  })
}

export { applyHiddenTokens, visibleFiatTotal } from './hiddenTokens'
