import { SAFE_DEPLOYMENTS } from '@assent/core'
import { checkSignMessageCall, toTypedDataDefinition } from '@assent/review'
import { describe, expect, it } from 'vitest'
import { buildSignMessageLibCall, chooseSigningMethod } from './chooseSigningMethod'

// The host builds the on-chain signMessage call and @assent/review checks it before the owner
// signs: the two must agree, or every app's on-chain message would be refused.
describe('buildSignMessageLibCall', () => {
  const lib = SAFE_DEPLOYMENTS['1.4.1'].signMessageLib
  const typed = {
    domain: { name: 'Ether Mail', chainId: '1' },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    message: { contents: 'hi' },
  }

  it('builds the call the review accepts for the same text or typed data, and no other', () => {
    const text = { ...buildSignMessageLibCall(lib, 'hello'), operation: 1 }
    expect(checkSignMessageCall('hello', text)).toEqual({ ok: true })
    const data = { ...buildSignMessageLibCall(lib, toTypedDataDefinition(typed)), operation: 1 }
    expect(checkSignMessageCall(typed, data)).toEqual({ ok: true })
    expect(checkSignMessageCall('hello!', text).ok).toBe(false)
    expect(checkSignMessageCall(typed, text).ok).toBe(false)
  })
})

describe('chooseSigningMethod', () => {
  it('signs off chain only with EIP-1271 on the chain and the app allowing it', () => {
    expect(chooseSigningMethod(['EIP1271'], { offChainSigning: true })).toBe('offChain')
    expect(chooseSigningMethod(['EIP1271'], { offChainSigning: false })).toBe('onChain')
    expect(chooseSigningMethod([], { offChainSigning: true })).toBe('onChain')
  })
})
