import {
  hashSafeMessageContent,
  SAFE_1_3_0_EIP155_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  signMessageLibAbi,
} from '@assent/core'
import { type Address, encodeFunctionData, type TypedDataDefinition } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkSignMessageCall } from './checkSignMessageCall'
import { toTypedDataDefinition } from './toTypedDataDefinition'

/** SignMessageLib.signMessage(hash of the content), as a wallet asks its Safe to delegate-call. */
function signMessageLibCall(lib: Address, content: string | TypedDataDefinition) {
  const args = [hashSafeMessageContent(content)] as const
  return {
    to: lib,
    data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args }),
  }
}

const typed = {
  domain: { name: 'Ether Mail', chainId: '1' },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  message: { contents: 'hi' },
}

describe('checkSignMessageCall', () => {
  it('accepts the SignMessageLib call for the same text or typed data, on every built-in lib', () => {
    for (const lib of [
      SAFE_DEPLOYMENTS['1.4.1'].signMessageLib,
      SAFE_DEPLOYMENTS['1.3.0'].signMessageLib,
      SAFE_1_3_0_EIP155_DEPLOYMENTS.signMessageLib,
    ]) {
      const text = signMessageLibCall(lib, 'hello')
      expect(checkSignMessageCall('hello', { ...text, operation: 1 })).toEqual({ ok: true })
      const data = signMessageLibCall(lib, toTypedDataDefinition(typed))
      expect(checkSignMessageCall(typed, { ...data, operation: 1 })).toEqual({ ok: true })
    }
  })

  it('refuses another message, a plain call, another target or other calldata', () => {
    const call = {
      ...signMessageLibCall(SAFE_DEPLOYMENTS['1.4.1'].signMessageLib, 'hello'),
      operation: 1,
    }
    expect(checkSignMessageCall('hello!', call)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('different message'),
    })
    expect(checkSignMessageCall(typed, call).ok).toBe(false)
    expect(checkSignMessageCall('hello', { ...call, operation: 0 }).ok).toBe(false)
    expect(
      checkSignMessageCall('hello', { ...call, to: '0x000000000000000000000000000000000000dEaD' }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('built-in SignMessageLib') })
    expect(checkSignMessageCall('hello', { ...call, data: '0x12345678' }).ok).toBe(false)
  })
})
