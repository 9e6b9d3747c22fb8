import { buildSafeTransaction } from '@assent/core'
import type { SigningRisk } from '@assent/review'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { batchItemRisks } from './batchItemRisks'

const safeAddress: Address = '0x1111111111111111111111111111111111111111'
const unknownCode: Address = '0x2222222222222222222222222222222222222222'
const native = { symbol: 'ETH', decimals: 18 }
const lookAlike: SigningRisk = {
  id: 'look-alike',
  word: 'lookalike',
  title: 'Looks like a known address',
  explanation: 'x',
  items: ['0x22…22 looks like owner 1'],
}

describe('batchItemRisks', () => {
  it('asks a delegate call to unknown code for its word, as a single review does', () => {
    const tx = buildSafeTransaction({ to: unknownCode, data: '0x12345678', operation: 1 })
    const { risks } = batchItemRisks({
      tx,
      safeAddress,
      native,
      ownersBefore: undefined,
      unverifiedState: undefined,
      simulated: [],
    })
    expect(risks.map((risk) => risk.id)).toEqual(['delegatecall'])
  })

  it('adds the simulation’s findings and the unverified state only where given', () => {
    const tx = buildSafeTransaction({ to: unknownCode, value: 1n })
    const plain = batchItemRisks({
      tx,
      safeAddress,
      native,
      ownersBefore: undefined,
      unverifiedState: undefined,
      simulated: [],
    })
    expect(plain.risks).toEqual([])
    const found = batchItemRisks({
      tx,
      safeAddress,
      native,
      ownersBefore: undefined,
      unverifiedState: 'No independent RPC.',
      simulated: [lookAlike],
    })
    expect(found.risks.map((risk) => risk.id)).toEqual(['unverified-state', 'look-alike'])
  })
})
