import { decodeMultiSendData, SAFE_DEPLOYMENTS } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { buildSafeCall } from './buildSafeCall'

const a = '0x2222222222222222222222222222222222222222'
const b = '0x3333333333333333333333333333333333333333'

describe('buildSafeCall', () => {
  it('keeps a single call as a plain CALL', () => {
    expect(buildSafeCall([{ to: a, value: '5', data: '0x1234' }])).toEqual({
      to: a,
      value: 5n,
      data: '0x1234',
      operation: 0,
    })
  })

  it('batches several calls into one MultiSendCallOnly delegate call', () => {
    const call = buildSafeCall([
      { to: a, value: '1', data: '0x' },
      { to: b, value: 0n, data: '0xabcd' },
    ])
    expect(call.to).toBe(SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly)
    expect(call.operation).toBe(1)
    expect(decodeMultiSendData(call.data)).toEqual([
      { operation: 0, to: a, value: 1n, data: '0x' },
      { operation: 0, to: b, value: 0n, data: '0xabcd' },
    ])
  })

  it('keeps a single delegate call and batches delegate calls with MultiSend', () => {
    const lib = SAFE_DEPLOYMENTS['1.4.1'].signMessageLib
    expect(buildSafeCall([{ to: lib, value: '0', data: '0x12', operation: 1 }]).operation).toBe(1)
    const call = buildSafeCall([
      { to: a, value: '1', data: '0x' },
      { to: lib, value: '0', data: '0x12', operation: 1 },
    ])
    expect(call.to).toBe(SAFE_DEPLOYMENTS['1.4.1'].multiSend)
    expect(decodeMultiSendData(call.data)[1]?.operation).toBe(1)
  })

  it('explains bad input', () => {
    expect(() => buildSafeCall([])).toThrow('No transactions were passed')
    expect(() => buildSafeCall([{ to: a, value: 'x', data: '0x' }])).toThrow('not a number')
    expect(() => buildSafeCall([{ to: '0x12' as never, value: '0', data: '0x' }])).toThrow(
      'is not an address',
    )
    expect(() => buildSafeCall([{ to: a, value: '0', data: 'zz' as never }])).toThrow('not hex')
  })
})
