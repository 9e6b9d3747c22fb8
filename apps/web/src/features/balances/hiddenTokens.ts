import type { SafeBalanceItem } from '@assent/gateway-client'

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
