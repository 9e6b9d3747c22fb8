import { hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { mailTypedData } from '../test-utils/mailTypedData'
import { toTypedDataDefinition } from './toTypedDataDefinition'

describe('toTypedDataDefinition', () => {
  it('hashes like the explicit typed data viem expects', () => {
    const definition = toTypedDataDefinition(mailTypedData)
    expect(definition.primaryType).toBe('Mail')
    const { EIP712Domain: _, ...types } = mailTypedData.types
    expect(hashTypedData(definition)).toBe(
      hashTypedData({
        domain: {
          name: 'Ether Mail',
          version: '1',
          chainId: 31337,
          verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
        },
        types,
        primaryType: 'Mail',
        message: mailTypedData.message,
      }),
    )
  })
})
