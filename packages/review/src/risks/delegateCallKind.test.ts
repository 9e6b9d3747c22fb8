import { encodeMultiSendCall, SAFE_DEPLOYMENTS } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { baseTx, detailsOf } from '../test-utils/fixtures'
import { delegateCallKind } from './delegateCallKind'

const deployments = SAFE_DEPLOYMENTS['1.4.1']
const UNKNOWN = '0x00000000000000000000000000000000DeaDBeef'

describe('delegateCallKind', () => {
  it('is none for a plain call and for details without call data', () => {
    expect(delegateCallKind(detailsOf(baseTx, []))).toBe('none')
    expect(delegateCallKind({ txData: null })).toBe('none')
  })

  it('is known for a delegate call into MultiSendCallOnly, in any address case', () => {
    const batch = encodeMultiSendCall([
      { operation: 0, to: baseTx.to, value: 1n, data: '0x' },
      { operation: 0, to: baseTx.to, value: 2n, data: '0x' },
    ])
    const details = detailsOf(
      { ...baseTx, to: deployments.multiSendCallOnly, data: batch, operation: 1, value: 0n },
      [],
    )
    expect(delegateCallKind(details)).toBe('known')
    if (details.txData) details.txData.to.value = deployments.multiSendCallOnly.toLowerCase()
    expect(delegateCallKind(details)).toBe('known')
  })

  it('is unknown for a delegate call into any other contract', () => {
    const details = detailsOf({ ...baseTx, to: UNKNOWN, data: '0x12345678', operation: 1 }, [])
    expect(delegateCallKind(details)).toBe('unknown')
  })

  it('ignores the gateway claiming an unknown target is trusted', () => {
    const details = detailsOf({ ...baseTx, to: UNKNOWN, operation: 1 }, [])
    if (details.txData) details.txData.trustedDelegateCallTarget = true
    expect(delegateCallKind(details)).toBe('unknown')
  })

  it('is unknown when a known batch hides a delegate call to unknown code', () => {
    const batch = encodeMultiSendCall([
      { operation: 0, to: baseTx.to, value: 1n, data: '0x' },
      { operation: 1, to: UNKNOWN, value: 0n, data: '0x12345678' },
    ])
    const details = detailsOf(
      { ...baseTx, to: deployments.multiSend, data: batch, operation: 1, value: 0n },
      [],
    )
    expect(delegateCallKind(details)).toBe('unknown')
  })

  it('is unknown when a known batch cannot be decoded exactly', () => {
    const details = detailsOf(
      { ...baseTx, to: deployments.multiSendCallOnly, data: '0x8d80ff0a1234', operation: 1 },
      [],
    )
    expect(delegateCallKind(details)).toBe('unknown')
  })
})
