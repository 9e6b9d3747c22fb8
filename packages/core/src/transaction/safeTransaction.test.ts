import { concatHex, decodeFunctionData, keccak256, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeAbi } from '../abi/safeAbi'
import { safeTxDomainHash } from '../hash/safeTxDomainHash'
import { safeTxHash } from '../hash/safeTxHash'
import { safeTxMessageHash } from '../hash/safeTxMessageHash'
import { safeTxPreimage } from '../hash/safeTxPreimage'
import { buildSafeTransaction } from './buildSafeTransaction'
import { encodeExecTransaction } from './encodeExecTransaction'

const to = '0x00000000000000000000000000000000DeaDBeef'
const safeAddress = '0x1234567890AbcdEF1234567890aBcdef12345678'

describe('buildSafeTransaction', () => {
  it('fills a plain call with neutral defaults', () => {
    expect(buildSafeTransaction({ to })).toEqual({
      to,
      value: 0n,
      data: '0x',
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
      nonce: 0n,
    })
  })

  it('keeps every field given', () => {
    const tx = buildSafeTransaction({ to, value: 5n, data: '0x1234', operation: 1, nonce: 9n })
    expect(tx).toMatchObject({ value: 5n, data: '0x1234', operation: 1, nonce: 9n, baseGas: 0n })
  })
})

describe('encodeExecTransaction', () => {
  it('encodes the ten fields and the signatures in execTransaction order', () => {
    const tx = buildSafeTransaction({
      to,
      value: 1n,
      data: '0xabcd',
      operation: 1,
      safeTxGas: 2n,
      baseGas: 3n,
      gasPrice: 4n,
      gasToken: '0x0000000000000000000000000000000000000005',
      refundReceiver: '0x0000000000000000000000000000000000000006',
      nonce: 7n,
    })
    const signatures = `0x${'11'.repeat(65)}` as const
    const decoded = decodeFunctionData({
      abi: safeAbi,
      data: encodeExecTransaction(tx, signatures),
    })
    expect(decoded.functionName).toBe('execTransaction')
    expect(decoded.args).toEqual([
      tx.to,
      1n,
      '0xabcd',
      1,
      2n,
      3n,
      4n,
      tx.gasToken,
      tx.refundReceiver,
      signatures,
    ])
  })
})

describe('safeTxPreimage', () => {
  // 1.0.0 names baseGas dataGas, 1.1.1 has no chainId in its domain, 1.3.0 and 1.4.1 do.
  it.each(['1.0.0', '1.1.1', '1.3.0', '1.4.1'])('hashes to the safeTxHash (%s)', (safeVersion) => {
    const tx = buildSafeTransaction({ to, value: 10n, data: '0x12', nonce: 3n })
    const params = { chainId: 5, safeAddress, safeVersion, tx } as const
    const preimage = safeTxPreimage(params)
    expect(keccak256(preimage)).toBe(safeTxHash(params))
    expect(preimage).toBe(
      concatHex(['0x1901', safeTxDomainHash(params), safeTxMessageHash(params)]),
    )
  })
})
