import { hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { hashSafeMessageContent } from '../hash/hashSafeMessageContent'
import { asTypedDataDefinition, type RuntimeTypedData } from './asTypedDataDefinition'

const mail: RuntimeTypedData = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1n,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
}

describe('asTypedDataDefinition', () => {
  it('is the same object, hashed as EIP-712 defines (the spec example)', () => {
    const definition = asTypedDataDefinition(mail)
    expect(definition).toBe(mail)
    expect(hashTypedData(definition)).toBe(
      '0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2',
    )
    expect(hashSafeMessageContent(definition)).toBe(hashTypedData(definition))
  })

  it('leaves the checks to viem: an invalid address fails while hashing', () => {
    const definition = asTypedDataDefinition({
      ...mail,
      message: { ...mail.message, to: { name: 'Bob', wallet: '0x1234' } },
    })
    expect(() => hashTypedData(definition)).toThrow(/Address "0x1234" is invalid/)
  })
})
