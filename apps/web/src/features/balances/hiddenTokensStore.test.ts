import type { SafeBalanceItem } from '@assent/gateway-client'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  applyHiddenTokens,
  hiddenTokensStore,
  toggleHiddenToken,
  visibleFiatTotal,
} from './hiddenTokensStore'

const item = (address: string, fiatBalance: string): SafeBalanceItem => ({
  tokenInfo: { type: 'ERC20', address, decimals: 18, symbol: 'T', name: 'Token', logoUri: null },
  balance: '1',
  fiatBalance,
  fiatConversion: '1',
})
const a = item('0xAAaaAaAaaAaAaaaAaAAAAAAAAaaaAaAaAaaAaaAa', '10')
const b = item('0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', '5.5')

describe('hidden tokens', () => {
  beforeEach(() => localStorage.clear())

  it('hides, counts and shows again a token, ignoring case', () => {
    toggleHiddenToken('1', a.tokenInfo.address)
    const hidden = hiddenTokensStore.get()['1'] ?? []
    expect(hidden).toEqual([a.tokenInfo.address.toLowerCase()])

    const view = applyHiddenTokens([a, b], hidden, false)
    expect(view.rows.map((r) => r.item)).toEqual([b])
    expect(view.hiddenCount).toBe(1)
    expect(visibleFiatTotal(view.rows)).toBe(5.5)

    const all = applyHiddenTokens([a, b], hidden, true)
    expect(all.rows.map((r) => r.hidden)).toEqual([true, false])
    expect(visibleFiatTotal(all.rows)).toBe(5.5)

    toggleHiddenToken('1', a.tokenInfo.address.toUpperCase().replace('0X', '0x'))
    expect(hiddenTokensStore.get()['1']).toEqual([])
  })

  it('keeps chains apart and persists across reads', () => {
    toggleHiddenToken('1', a.tokenInfo.address)
    expect(hiddenTokensStore.get()['31337']).toBeUndefined()
    expect(JSON.parse(localStorage.getItem(hiddenTokensStore.key) ?? '{}')).toEqual({
      '1': [a.tokenInfo.address.toLowerCase()],
    })
  })
})
