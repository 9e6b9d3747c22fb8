import type { SafeBalanceItem } from '@assent/gateway-client'
import { z } from 'zod'
import { createLocalStore } from '../../app/createLocalStore'

export const balancesHiddenSchema = z.record(
  z.string().regex(/^\d+$/),
  z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/)),
)

/** Token addresses the user hid, per chain id (lower-cased). */
export const hiddenTokensStore = createLocalStore<Record<string, string[]>>(
  'assent-hidden-tokens-v1',
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

/**
 * Splits balances into what to show and how many are hidden; with `showHidden` every row is
 * shown (so it can be un-hidden) and marked.
 */
export function applyHiddenTokens(
  items: readonly SafeBalanceItem[],
  hiddenAddresses: readonly string[],
  showHidden: boolean,
): { rows: { item: SafeBalanceItem; hidden: boolean }[]; hiddenCount: number } {
  const hidden = new Set(hiddenAddresses.map((a) => a.toLowerCase()))
  const marked = items.map((item) => ({
    item,
    hidden: hidden.has(item.tokenInfo.address.toLowerCase()),
  }))
  return {
    rows: showHidden ? marked : marked.filter((row) => !row.hidden),
    hiddenCount: marked.filter((row) => row.hidden).length,
  }
}

/** Fiat total of the visible rows (the gateway's total counts hidden tokens too). */
export function visibleFiatTotal(
  rows: readonly { item: SafeBalanceItem; hidden: boolean }[],
): number {
  return rows.reduce(
    (sum, row) => (row.hidden ? sum : sum + (Number(row.item.fiatBalance) || 0)),
    0,
  )
}
