import {
  decodeSafeCallTree,
  encodeMultiSendCall,
  encodeMultiSendData,
  MULTI_SEND_SELECTOR,
  SAFE_DEPLOYMENTS,
  safeAbi,
} from '@assent/core'
import {
  concatHex,
  encodeFunctionData,
  getAddress,
  type Hex,
  pad,
  parseAbi,
  size,
  slice,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { assessDelegateCalls } from './assessDelegateCalls'

const evil = '0x00000000000000000000000000000000DeaDBeef'
const alice = '0x2222222222222222222222222222222222222222'
const safe = '0x1111111111111111111111111111111111111111'
const { multiSendCallOnly, multiSend, signMessageLib } = SAFE_DEPLOYMENTS['1.4.1']
const multiSendAbi = parseAbi(['function multiSend(bytes transactions)'])

/** `levels` batches, each delegate-calling MultiSend with the next, the last holding `inner`. */
function nested(levels: number, inner: Parameters<typeof encodeMultiSendCall>[0]): Hex {
  let data = encodeMultiSendCall(inner)
  for (let level = 1; level < levels; level++) {
    data = encodeMultiSendCall([{ operation: 1, to: multiSend, value: 0n, data }])
  }
  return data
}

describe('assessDelegateCalls', () => {
  it('finds nothing in a plain call', () => {
    expect(assessDelegateCalls({ to: evil, data: '0x', operation: 0 })).toEqual({
      findings: [],
      decodeProblems: [],
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
      { to: getAddress(evil), path: [1, 0], known: false },
    ])
    expect(result.needsAcknowledgement).toBe(true)
  })

  it('raises no alarm for ordinary batches', () => {
    const transfers = encodeMultiSendCall([
      { operation: 0, to: alice, value: 1n, data: '0x' },
      { operation: 0, to: safe, value: 2n, data: '0x' },
    ])
    expect(assessDelegateCalls({ to: multiSendCallOnly, data: transfers, operation: 1 })).toEqual({
      findings: [{ to: multiSendCallOnly, path: [], known: true }],
      decodeProblems: [],
      needsAcknowledgement: false,
    })
    const oneNested = encodeMultiSendCall([
      { operation: 0, to: alice, value: 1n, data: '0x' },
      { operation: 1, to: multiSendCallOnly, value: 0n, data: transfers },
    ])
    const result = assessDelegateCalls({ to: multiSend, data: oneNested, operation: 1 })
    expect(result.findings.map((finding) => finding.path)).toEqual([[], [1]])
    expect(result.decodeProblems).toEqual([])
    expect(result.needsAcknowledgement).toBe(false)
  })

  it('finds an unknown delegate call six and eight batches deep', () => {
    for (const levels of [6, 8]) {
      const data = nested(levels, [{ operation: 1, to: evil, value: 0n, data: '0x' }])
      const result = assessDelegateCalls({ to: multiSend, data, operation: 1 })
      expect(result.findings.filter((finding) => !finding.known)).toEqual([
        { to: getAddress(evil), path: Array(levels).fill(0), known: false },
      ])
      expect(result.needsAcknowledgement).toBe(true)
    }
  })

  it('needs an acknowledgement when batches nest deeper than the decoder follows', () => {
    // Only known MultiSends all the way down: the depth limit alone must raise the alarm.
    const data = nested(12, [{ operation: 0, to: alice, value: 0n, data: '0x' }])
    const result = assessDelegateCalls({ to: multiSend, data, operation: 1 })
    expect(result.findings.every((finding) => finding.known)).toBe(true)
    expect(result.decodeProblems).toEqual([
      { path: Array(8).fill(0), message: expect.stringContaining('nested more than 8 levels') },
    ])
    expect(result.needsAcknowledgement).toBe(true)
  })

  it('needs an acknowledgement for a batch whose last entry runs past its end', () => {
    const enable = encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [evil] })
    const packed = encodeMultiSendData([
      { operation: 0, to: alice, value: 1n, data: '0x' },
      { operation: 0, to: safe, value: 0n, data: enable },
    ])
    const cut = encodeFunctionData({
      abi: multiSendAbi,
      args: [slice(packed, 0, size(packed) - 3)],
    })
    const result = assessDelegateCalls({ to: multiSendCallOnly, data: cut, operation: 1 })
    expect(result.findings).toEqual([{ to: multiSendCallOnly, path: [], known: true }])
    expect(result.decodeProblems).toEqual([
      { path: [1], message: expect.stringContaining('3 bytes past the end') },
    ])
    expect(result.needsAcknowledgement).toBe(true)
  })

  it('needs an acknowledgement for malformed, trailing or non-standard batch data', () => {
    const packed = encodeMultiSendData([{ operation: 0, to: alice, value: 1n, data: '0x' }])
    const cases: Hex[] = [
      `${MULTI_SEND_SELECTOR}1234`,
      // 5 skipped bytes after the entry
      concatHex([MULTI_SEND_SELECTOR, pad('0x20'), pad(toHex(90)), packed, '0x0102030405']),
      // offset 0x40 with a decoy word in between
      concatHex([MULTI_SEND_SELECTOR, pad('0x40'), pad('0x01'), pad(toHex(85)), packed]),
    ]
    for (const data of cases) {
      const result = assessDelegateCalls({ to: multiSend, data, operation: 1 })
      expect(result.decodeProblems.length).toBeGreaterThan(0)
      expect(result.decodeProblems[0]?.path).toEqual([])
      expect(result.needsAcknowledgement).toBe(true)
    }
  })

  it('accepts a call tree decoded once for the whole review', () => {
    const tree = decodeSafeCallTree({ to: evil, data: '0x', operation: 1 })
    expect(assessDelegateCalls(tree).needsAcknowledgement).toBe(true)
  })
})
