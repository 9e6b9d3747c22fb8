import { encodeMultiSendCall, SAFE_DEPLOYMENTS } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { assessDelegateCalls, isDelegateCallAcknowledged } from './assessDelegateCalls'

const evil = '0x00000000000000000000000000000000DeaDBeef'
const { multiSendCallOnly, multiSend, signMessageLib } = SAFE_DEPLOYMENTS['1.4.1']

describe('assessDelegateCalls', () => {
  it('finds nothing in a plain call', () => {
    expect(assessDelegateCalls({ to: evil, data: '0x', operation: 0 })).toEqual({
      findings: [],
      needsAcknowledgement: false,
    })
  })

  it('trusts a delegate call to MultiSendCallOnly and SignMessageLib', () => {
    for (const to of [multiSendCallOnly, signMessageLib]) {
      const result = assessDelegateCalls({ to, data: '0x', operation: 1 })
      expect(result.findings).toEqual([{ to, path: [], known: true }])
      expect(result.needsAcknowledgement).toBe(false)
    }
  })

  it('needs an acknowledgement for a delegate call to unknown code', () => {
    const result = assessDelegateCalls({ to: evil, data: '0x', operation: 1 })
    expect(result.needsAcknowledgement).toBe(true)
  })

  it('finds an unknown delegate call nested inside a MultiSend batch', () => {
    const inner = encodeMultiSendCall([{ operation: 1, to: evil, value: 0n, data: '0x' }])
    const data = encodeMultiSendCall([
      { operation: 0, to: evil, value: 0n, data: '0x' },
      { operation: 1, to: multiSend, value: 0n, data: inner },
    ])
    const result = assessDelegateCalls({ to: multiSend, data, operation: 1 })
    expect(result.findings).toEqual([
      { to: multiSend, path: [], known: true },
      { to: multiSend, path: [1], known: true },
      { to: evil, path: [1, 0], known: false },
    ])
    expect(result.needsAcknowledgement).toBe(true)
  })

  it('accepts only the typed word', () => {
    expect(isDelegateCallAcknowledged(' DelegateCall ')).toBe(true)
    expect(isDelegateCallAcknowledged('delegate call')).toBe(false)
    expect(isDelegateCallAcknowledged('')).toBe(false)
  })
})
