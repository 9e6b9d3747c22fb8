import { safeMessageHash } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { mailTypedData } from '../test-utils/mailTypedData'
import { checkMessageHash } from './checkMessageHash'
import { toTypedDataDefinition } from './toTypedDataDefinition'

const SAFE = '0x1234567890123456789012345678901234567890' as const

describe('checkMessageHash', () => {
  const base = { chainId: '31337', safeAddress: SAFE, safeVersion: '1.4.1' }

  it('matches the gateway hash it recomputes, for text and typed data', () => {
    const textHash = safeMessageHash({
      chainId: 31337n,
      safeAddress: SAFE,
      safeVersion: '1.4.1',
      message: 'hi',
    })
    expect(
      checkMessageHash({
        ...base,
        message: 'hi',
        gatewayHash: textHash.toUpperCase().replace('0X', '0x'),
      }),
    ).toEqual({
      status: 'match',
      localHash: textHash,
    })
    const typedHash = safeMessageHash({
      ...base,
      chainId: 31337n,
      message: toTypedDataDefinition(mailTypedData),
    })
    expect(
      checkMessageHash({ ...base, message: mailTypedData, gatewayHash: typedHash }).status,
    ).toBe('match')
  })

  it('reports a gateway hash that differs', () => {
    const other = safeMessageHash({
      chainId: 31337n,
      safeAddress: SAFE,
      safeVersion: '1.4.1',
      message: 'other',
    })
    const check = checkMessageHash({ ...base, message: 'hi', gatewayHash: other })
    expect(check.status).toBe('mismatch')
    if (check.status === 'mismatch') expect(check.gatewayHash).toBe(other)
  })

  it('cannot check without the Safe version', () => {
    expect(
      checkMessageHash({ ...base, safeVersion: null, message: 'hi', gatewayHash: '0x' }),
    ).toEqual({
      status: 'error',
      error: "The Safe's version is unknown",
    })
  })
})
