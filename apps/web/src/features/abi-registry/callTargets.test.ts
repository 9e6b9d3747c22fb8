import { encodeMultiSendCall, SAFE_DEPLOYMENTS } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { callTargets } from './callTargets'

const token = '0x2222222222222222222222222222222222222222'
const bob = '0x3333333333333333333333333333333333333333'

describe('callTargets', () => {
  it('lists the target of a call and of every batched action, once each', () => {
    const multiSend = SAFE_DEPLOYMENTS['1.4.1'].multiSend
    const inner = encodeMultiSendCall([{ operation: 0, to: token, value: 0n, data: '0x' }])
    const data = encodeMultiSendCall([
      { operation: 0, to: bob, value: 1n, data: '0x' },
      { operation: 1, to: multiSend, value: 0n, data: inner },
      { operation: 0, to: token, value: 0n, data: '0x' },
    ])
    expect(callTargets({ to: multiSend, value: 0n, operation: 1, data })).toEqual([
      multiSend,
      bob,
      token,
    ])
    expect(callTargets({ to: bob, value: 0n, operation: 0, data: '0x' })).toEqual([bob])
  })
})
