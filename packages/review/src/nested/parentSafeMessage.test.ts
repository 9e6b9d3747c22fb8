import { parseSignatureBytes, SAFE_1_3_0_EIP155_DEPLOYMENTS, SAFE_DEPLOYMENTS } from '@assent/core'
import { type Address, type Hex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  buildParentContractSignature,
  childCallsLegacyEip1271,
  parentSafeMessageTypedData,
  parentSigningSupport,
} from './parentSafeMessage'

const me: Address = '0x00000000000000000000000000000000000000A1'
const other: Address = '0x00000000000000000000000000000000000000B2'
const parent: Address = '0x000000000000000000000000000000000000Face'
const handler = SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler
const state = { version: '1.4.1', fallbackHandler: handler, owners: [me, other], threshold: 1 }

describe('parentSigningSupport', () => {
  it('is ready for a 1-of-n 1.3.0/1.4.1 parent with a known handler that the account owns', () => {
    expect(parentSigningSupport(state, me)).toEqual({ status: 'ready' })
    for (const fallbackHandler of [
      SAFE_DEPLOYMENTS['1.3.0'].compatibilityFallbackHandler,
      SAFE_1_3_0_EIP155_DEPLOYMENTS.compatibilityFallbackHandler,
    ]) {
      expect(parentSigningSupport({ ...state, version: '1.3.0', fallbackHandler }, me)).toEqual({
        status: 'ready',
      })
    }
  })

  it('says why not: threshold above 1, another version or handler, not an owner', () => {
    expect(parentSigningSupport({ ...state, threshold: 2 }, me)).toMatchObject({
      status: 'needs-all-owners',
      reason: expect.stringContaining('use "Confirm via Safe"'),
    })
    expect(parentSigningSupport({ ...state, version: '1.1.1' }, me)).toMatchObject({
      status: 'unsupported',
      reason: expect.stringContaining('version 1.1.1'),
    })
    expect(parentSigningSupport({ ...state, version: null }, me)).toMatchObject({
      status: 'unsupported',
    })
    for (const fallbackHandler of [null, zeroAddress, other]) {
      expect(parentSigningSupport({ ...state, fallbackHandler }, me)).toMatchObject({
        status: 'unsupported',
        reason: expect.stringContaining('not a known CompatibilityFallbackHandler'),
      })
    }
    expect(parentSigningSupport(state, parent)).toMatchObject({
      status: 'unsupported',
      reason: expect.stringContaining('not an owner of the owner Safe'),
    })
  })
})

describe('childCallsLegacyEip1271', () => {
  it('is true up to 1.4.1, false after and for garbage', () => {
    expect(['1.1.1', '1.3.0', '1.3.0+L2', '1.4.1'].map(childCallsLegacyEip1271)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['1.5.0', 'nonsense'].map(childCallsLegacyEip1271)).toEqual([false, false])
  })
})

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

describe('buildParentContractSignature', () => {
  it('points r at the parent, s at the dynamic part, and sorts the owners’ signatures', () => {
    const sig = (byte: string, v = '1b') => `0x${byte.repeat(64)}${v}` as Hex
    const signature = buildParentContractSignature(parent, [
      { signer: other, data: sig('bb') },
      { signer: me, data: sig('aa') },
    ])
    const [part] = parseSignatureBytes(signature)
    expect(part).toMatchObject({ kind: 'contract', signer: parent, v: 0 })
    expect(BigInt(part?.s ?? 0)).toBe(65n)
    expect(part?.dynamicData).toBe(`${sig('aa')}${sig('bb').slice(2)}`)
  })
})
