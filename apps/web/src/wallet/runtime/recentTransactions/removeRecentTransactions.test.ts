import { afterEach, describe, expect, it } from 'vitest'
import { RECENT_TRANSACTIONS_KEY, removeRecentTransactions } from './removeRecentTransactions'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tx = (n: number) => ({
  hash: `0x${String(n).repeat(64)}`,
  description: `tx ${n}`,
  status: 'confirmed',
})
const read = () => JSON.parse(localStorage.getItem(RECENT_TRANSACTIONS_KEY) ?? 'null')
const write = (value: unknown) =>
  localStorage.setItem(RECENT_TRANSACTIONS_KEY, JSON.stringify(value))

describe('removeRecentTransactions', () => {
  afterEach(() => localStorage.clear())

  it("removes the address's transactions on every chain and keeps other addresses'", () => {
    write({ [A]: { 1: [tx(1)], 31337: [tx(2), tx(3)] }, [B]: { 31337: [tx(4)] } })
    expect(removeRecentTransactions(localStorage, A)).toBe(true)
    expect(read()).toEqual({ [B]: { 31337: [tx(4)] } })
  })

  it('matches the address whatever its case', () => {
    write({ [A]: { 31337: [tx(1)] }, [B]: { 31337: [tx(2)] } })
    expect(removeRecentTransactions(localStorage, A.toLowerCase())).toBe(true)
    expect(Object.keys(read())).toEqual([B])
  })

  it('drops the key when nothing is left', () => {
    write({ [A]: { 31337: [tx(1)] } })
    expect(removeRecentTransactions(localStorage, A)).toBe(true)
    expect(localStorage.getItem(RECENT_TRANSACTIONS_KEY)).toBeNull()
  })

  it('changes nothing for an address without transactions, or without any storage entry', () => {
    expect(removeRecentTransactions(localStorage, A)).toBe(false)
    write({ [B]: { 31337: [tx(1)] } })
    const before = localStorage.getItem(RECENT_TRANSACTIONS_KEY)
    expect(removeRecentTransactions(localStorage, A)).toBe(false)
    expect(localStorage.getItem(RECENT_TRANSACTIONS_KEY)).toBe(before)
  })

  it('leaves unreadable storage alone instead of throwing', () => {
    localStorage.setItem(RECENT_TRANSACTIONS_KEY, '{not json')
    expect(removeRecentTransactions(localStorage, A)).toBe(false)
    localStorage.setItem(RECENT_TRANSACTIONS_KEY, '[1,2]')
    expect(removeRecentTransactions(localStorage, A)).toBe(false)
    const broken = {
      getItem: () => {
        throw new Error('SecurityError: storage disabled')
      },
      setItem: () => {},
      removeItem: () => {},
    }
    expect(removeRecentTransactions(broken, A)).toBe(false)
  })
})
