import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { parentSafeMessageTypedData } from './parentSafeMessageTypedData'

const parent: Address = '0x000000000000000000000000000000000000Face'

describe('parentSafeMessageTypedData', () => {
  it("is the parent's SafeMessage over the child's preimage, in the parent's domain", () => {
    const preimage: Hex = `0x1901${'11'.repeat(32)}${'22'.repeat(32)}`
    const typedData = parentSafeMessageTypedData({
      chainId: 31337,
      parent,
      parentVersion: '1.4.1',
      childPreimage: preimage,
    })
    expect(typedData.domain).toEqual({ chainId: 31337, verifyingContract: parent })
    expect(typedData.message.message).toBe(preimage)
    // Checked against the handler's own getMessageHashForSafe in signAsParentSafe.onchain.test.ts.
  })
})
