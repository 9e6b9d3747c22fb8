import { hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import type { LooseTypedData } from './looseTypedData'
import { signedTypedData } from './signedTypedData'
import { toTypedDataDefinition } from './toTypedDataDefinition'

const order: LooseTypedData = {
  domain: {
    name: 'Exchange',
    version: '2',
    chainId: 1,
    verifyingContract: '0x00000000000000000000000000000000000000aa',
  },
  types: {
    EIP712Domain: [{ name: 'name', type: 'string' }],
    Asset: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    Order: [
      { name: 'maker', type: 'address' },
      { name: 'assets', type: 'Asset[2]' },
    ],
  },
  message: {
    maker: '0x00000000000000000000000000000000000000bb',
    assets: [
      { token: '0x00000000000000000000000000000000000000cc', amount: '1' },
      { token: '0x00000000000000000000000000000000000000dd', amount: '2', memo: 'free money' },
    ],
    recipient: '0x00000000000000000000000000000000000000ee',
  },
}

describe('signedTypedData', () => {
  it('walks the primary type (inferred) through struct arrays, listing what is not hashed', () => {
    const signed = signedTypedData(order)
    expect(signed.primaryType).toBe('Order')
    // Domain fields are those viem hashes, whatever types.EIP712Domain claims.
    expect(signed.domain.map((field) => field.name)).toEqual([
      'name',
      'version',
      'chainId',
      'verifyingContract',
    ])
    expect(signed.message.fields.map((field) => field.name)).toEqual(['maker', 'assets'])
    expect(signed.message.unsignedKeys).toEqual(['recipient'])
    const assets = signed.message.fields[1]?.value
    if (assets?.kind !== 'array') throw new Error('assets should be an array')
    const second = assets.items[1]
    expect(second?.kind === 'struct' && second.unsignedKeys).toEqual(['memo'])
    // What it leaves out indeed changes nothing in the hash.
    const { recipient: _, ...withoutRecipient } = order.message
    expect(hashTypedData(toTypedDataDefinition(order))).toBe(
      hashTypedData(toTypedDataDefinition({ ...order, message: withoutRecipient })),
    )
  })

  it('marks a fixed-size array of the wrong length and an absent field as missing', () => {
    const signed = signedTypedData({
      ...order,
      message: { assets: [order.message.assets as unknown[]][0]?.slice(0, 1) },
    })
    expect(signed.message.fields.map((field) => field.value.kind)).toEqual(['missing', 'missing'])
  })
})
