import {
  buildSafeTransaction,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
} from '@assent/core'
import { hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { typedDataDeviceHashes } from './typedDataDeviceHashes'

const SAFE = '0x1234567890123456789012345678901234567890' as const

describe('typedDataDeviceHashes', () => {
  it("splits a SafeTx into core's domain hash and message hash, whose join is the safeTxHash", () => {
    const params = {
      chainId: 100,
      safeAddress: SAFE,
      safeVersion: '1.3.0+L2',
      tx: buildSafeTransaction({ to: SAFE, value: 5n, data: '0x1234', nonce: 7n }),
    }
    const hashes = typedDataDeviceHashes(getSafeTxTypedData(params))
    expect(hashes).toEqual({
      domainHash: safeTxDomainHash(params),
      messageHash: safeTxMessageHash(params),
      hash: safeTxHash(params),
    })
  })

  it('joins to what viem signs for any typed data', () => {
    const typedData = getSafeMessageTypedData({
      chainId: 5n,
      safeAddress: SAFE,
      safeVersion: '1.4.1',
      message: 'x',
    })
    expect(typedDataDeviceHashes(typedData).hash).toBe(hashTypedData(typedData))
  })

  it('refuses typed data whose primary type is the domain, and data that does not validate', () => {
    expect(() =>
      typedDataDeviceHashes({
        domain: { chainId: 1 },
        types: {},
        primaryType: 'EIP712Domain',
        message: {},
      }),
    ).toThrow('Typed data whose primary type is EIP712Domain has no message hash to show.')
    expect(() =>
      typedDataDeviceHashes({
        domain: {},
        types: { Note: [{ name: 'to', type: 'address' }] },
        primaryType: 'Note',
        message: { to: '0xnot-an-address' },
      }),
    ).toThrow(/Address "0xnot-an-address" is invalid/)
  })
})
