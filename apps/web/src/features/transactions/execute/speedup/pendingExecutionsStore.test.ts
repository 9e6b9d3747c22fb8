import { afterEach, describe, expect, it } from 'vitest'
import {
  addAttempt,
  addPendingExecution,
  isSender,
  latestFees,
  type PendingExecution,
  pendingExecutionsStore,
  removePendingExecution,
  toSentTransaction,
} from './pendingExecutionsStore'

const original = `0x${'a'.repeat(64)}` as const
const execution: PendingExecution = {
  chainId: '31337',
  safeAddress: '0x0F95b77005495D7BB0eD4F788FD6aD607D367658',
  safeTxHash: `0x${'1'.repeat(64)}`,
  safeNonce: '3',
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  nonce: 7,
  to: '0x0F95b77005495D7BB0eD4F788FD6aD607D367658',
  data: '0x6a761202',
  value: '0',
  gas: '200000',
  attempts: [
    { kind: 'original', hash: original, maxFeePerGas: '2000', maxPriorityFeePerGas: '10' },
  ],
}

afterEach(() => localStorage.clear())

describe('pendingExecutionsStore', () => {
  it('keeps an execution and its replacements across a reload of storage', () => {
    addPendingExecution(execution)
    addAttempt(original, {
      kind: 'speedUp',
      hash: `0x${'b'.repeat(64)}`,
      maxFeePerGas: '2200',
      maxPriorityFeePerGas: '11',
    })
    const [stored] = JSON.parse(localStorage.getItem(pendingExecutionsStore.key) ?? '[]')
    expect(stored.attempts.map((a: { kind: string }) => a.kind)).toEqual(['original', 'speedUp'])
    const [kept] = pendingExecutionsStore.get()
    if (!kept) throw new Error('not kept')
    expect(latestFees(kept)).toEqual({ maxFeePerGas: 2200n, maxPriorityFeePerGas: 11n })
    expect(toSentTransaction(kept)).toMatchObject({
      hash: original,
      nonce: 7,
      gas: 200_000n,
      maxFeePerGas: 2000n,
      maxPriorityFeePerGas: 10n,
    })
    removePendingExecution(original)
    expect(pendingExecutionsStore.get()).toEqual([])
  })

  it('drops what anything else on the origin wrote in a shape it does not know', () => {
    localStorage.setItem(
      pendingExecutionsStore.key,
      JSON.stringify([{ ...execution, to: 'not an address' }]),
    )
    expect(pendingExecutionsStore.get()).toEqual([])
  })

  it('lets only the sender replace, in any letter case', () => {
    expect(isSender(execution, execution.from.toLowerCase() as `0x${string}`)).toBe(true)
    expect(isSender(execution, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(false)
    expect(isSender(execution, undefined)).toBe(false)
  })
})
