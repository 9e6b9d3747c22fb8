import { safeMessageHash } from '@assent/core'
import { hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkMessageHash } from './checkMessageHash'
import { inferPrimaryType, toJsonTypedData, toTypedDataDefinition } from './toTypedDataDefinition'

const SAFE = '0x1234567890123456789012345678901234567890' as const

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: '31337',
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: [{ name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }],
    contents: 'Hello, Bob!',
  },
}

describe('toTypedDataDefinition', () => {
  it('infers the primary type from the struct nobody references', () => {
    expect(inferPrimaryType(mail.types)).toBe('Mail')
    expect(() => inferPrimaryType({ A: [], B: [] })).toThrow('ambiguous (A, B)')
  })

  it('hashes like the explicit typed data viem expects', () => {
    const definition = toTypedDataDefinition(mail)
    expect(definition.primaryType).toBe('Mail')
    const { EIP712Domain: _, ...types } = mail.types
    expect(hashTypedData(definition)).toBe(
      hashTypedData({
        domain: { ...mail.domain, chainId: 31337 },
        types,
        primaryType: 'Mail',
        message: mail.message,
      } as Parameters<typeof hashTypedData>[0]),
    )
  })

  it('keeps chainId JSON-safe for the gateway', () => {
    const json = toJsonTypedData({ ...mail, domain: { ...mail.domain, chainId: 31337n } })
    expect(json.domain.chainId).toBe('31337')
    expect(() => JSON.stringify(json)).not.toThrow()
  })
})

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
      message: toTypedDataDefinition(mail),
    })
    expect(checkMessageHash({ ...base, message: mail, gatewayHash: typedHash }).status).toBe(
      'match',
    )
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
