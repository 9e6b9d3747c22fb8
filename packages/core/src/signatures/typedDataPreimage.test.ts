import { type Address, hashTypedData, keccak256, size, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import { getSafeMessageTypedData } from '../hash/getSafeMessageTypedData'
import { getSafeTxTypedData } from '../hash/getSafeTxTypedData'
import { safeTxDomainHash } from '../hash/safeTxDomainHash'
import { safeTxMessageHash } from '../hash/safeTxMessageHash'

import { typedDataPreimage } from './typedDataPreimage'

const safeAddress: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const tx = {
  to: safeAddress,
  value: 1n,
  data: '0x1234',
  operation: 0,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: '0x0000000000000000000000000000000000000000',
  refundReceiver: '0x0000000000000000000000000000000000000000',
  nonce: 3n,
} as const

describe('typedDataPreimage', () => {
  it.each(['1.4.1', '1.1.1'])(
    'is 0x1901 ‖ domain separator ‖ SafeTx struct hash (Safe %s)',
    (safeVersion) => {
      const params = { chainId: 10, safeAddress, safeVersion, tx }
      const typedData = getSafeTxTypedData(params)
      const preimage = typedDataPreimage(typedData)
      expect(size(preimage)).toBe(66)
      expect(slice(preimage, 0, 2)).toBe('0x1901')
      expect(slice(preimage, 2, 34)).toBe(safeTxDomainHash(params))
      expect(slice(preimage, 34)).toBe(safeTxMessageHash({ safeVersion, tx }))
      expect(keccak256(preimage)).toBe(hashTypedData(typedData))
    },
  )

  it('hashes to the SafeMessage hash', () => {
    const typedData = getSafeMessageTypedData({
      chainId: 1,
      safeAddress,
      safeVersion: '1.3.0',
      message: 'hello',
    })
    expect(keccak256(typedDataPreimage(typedData))).toBe(hashTypedData(typedData))
  })
})
