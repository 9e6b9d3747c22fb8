import { afterEach, describe, expect, it } from 'vitest'
import { limitRecentTransactions, MAX_FINISHED_TRANSACTIONS } from './limitRecentTransactions'
import { RECENT_TRANSACTIONS_KEY } from './removeRecentTransactions'

const tx = (n: number, status: string) => ({ hash: `0x${n}`, description: `#${n}`, status })
const stored = () => JSON.parse(localStorage.getItem(RECENT_TRANSACTIONS_KEY) ?? 'null')

afterEach(() => localStorage.clear())

describe('limitRecentTransactions', () => {
  it('keeps the 10 newest finished transactions per account and chain, and every pending one', () => {
    expect(MAX_FINISHED_TRANSACTIONS).toBe(10)
    // RainbowKit's own filter leaves 11 finished ones; newest first.
    const list = [
      tx(0, 'pending'),
      ...Array.from({ length: 11 }, (_, i) => tx(i + 1, i % 2 ? 'failed' : 'confirmed')),
      tx(12, 'pending'),
    ]
    const short = [tx(1, 'confirmed')]
    localStorage.setItem(
      RECENT_TRANSACTIONS_KEY,
      JSON.stringify({ '0xA': { 1: list, 31337: short }, '0xB': { 1: list } }),
    )
    expect(limitRecentTransactions(localStorage)).toBe(true)
    const expected = [...list.slice(0, 11), tx(12, 'pending')]
    expect(stored()).toEqual({ '0xA': { 1: expected, 31337: short }, '0xB': { 1: expected } })
    expect(limitRecentTransactions(localStorage)).toBe(false)
  })

  it('leaves missing or unreadable storage alone', () => {
    expect(limitRecentTransactions(localStorage)).toBe(false)
    localStorage.setItem(RECENT_TRANSACTIONS_KEY, 'not json')
    expect(limitRecentTransactions(localStorage)).toBe(false)
    expect(localStorage.getItem(RECENT_TRANSACTIONS_KEY)).toBe('not json')
  })
})
