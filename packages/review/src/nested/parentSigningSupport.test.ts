import { SAFE_1_3_0_EIP155_DEPLOYMENTS, SAFE_DEPLOYMENTS } from '@assent/core'
import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { parentSigningSupport } from './parentSigningSupport'

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
