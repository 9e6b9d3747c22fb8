import { describe, expect, it } from 'vitest'
import { creationTxId, moduleTxId, multisigTxId, parseTransactionId, transferTxId } from './ids'

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const hash = `0x${'ab'.repeat(32)}`

describe('transaction ids', () => {
  it('round-trips every id kind', () => {
    expect(parseTransactionId(multisigTxId(safe, hash))).toEqual({
      kind: 'multisig',
      safe,
      safeTxHash: hash,
    })
    expect(parseTransactionId(moduleTxId(safe, hash, 3))).toEqual({
      kind: 'module',
      safe,
      txHash: hash,
      logIndex: 3,
    })
    expect(parseTransactionId(transferTxId(safe, hash, 0))).toEqual({
      kind: 'transfer',
      safe,
      txHash: hash,
      logIndex: 0,
    })
    expect(parseTransactionId(creationTxId(safe))).toEqual({ kind: 'creation', safe })
  })

  it('reads a bare safeTxHash and lower-cases hashes', () => {
    expect(parseTransactionId(hash.toUpperCase().replace('0X', '0x'))).toEqual({
      kind: 'safeTxHash',
      safeTxHash: hash,
    })
  })

  it('rejects malformed ids', () => {
    for (const bad of [
      '',
      'multisig',
      `multisig_${safe}`,
      `multisig_0x12_${hash}`,
      `module_${safe}_${hash}`,
      `module_${safe}_${hash}_x`,
      `transfer_${safe}_${hash}_1_2`,
      `creation_${safe}_${hash}`,
      `other_${safe}_${hash}`,
      '0x1234',
    ]) {
      expect(parseTransactionId(bad), bad).toBeNull()
    }
  })
})
