import { encodeMultiSendCall, encodeMultiSendData, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import {
  concatHex,
  encodeFunctionData,
  type Hex,
  parseAbi,
  size,
  slice,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { findCriticalChanges, UNDECODED_PART } from './findCriticalChanges'

const safe = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'
const { multiSend, multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']
const call = (functionName: string, args: unknown[]) =>
  encodeFunctionData({ abi: safeAbi, functionName, args } as never)

describe('findCriticalChanges', () => {
  it('marks guard, fallback handler and module changes to the Safe itself', () => {
    expect(findCriticalChanges({ to: safe, data: call('setGuard', [other]) }, safe)).toEqual([
      expect.objectContaining({ kind: 'SET_GUARD', path: [] }),
    ])
    expect(
      findCriticalChanges({ to: safe, data: call('setGuard', [zeroAddress]) }, safe)[0]?.kind,
    ).toBe('DELETE_GUARD')
    expect(
      findCriticalChanges({ to: safe, data: call('setFallbackHandler', [other]) }, safe)[0]?.kind,
    ).toBe('SET_FALLBACK_HANDLER')
    expect(
      findCriticalChanges({ to: safe, data: call('enableModule', [other]) }, safe)[0]?.kind,
    ).toBe('ENABLE_MODULE')
  })

  it('marks owner and threshold changes as owner-area changes', () => {
    const sentinel = '0x0000000000000000000000000000000000000001'
    const cases = [
      ['addOwnerWithThreshold', [other, 1n], 'ADD_OWNER'],
      ['removeOwner', [sentinel, other, 1n], 'REMOVE_OWNER'],
      ['swapOwner', [sentinel, other, safe], 'SWAP_OWNER'],
      ['changeThreshold', [1n], 'CHANGE_THRESHOLD'],
    ] as const
    for (const [functionName, args, kind] of cases) {
      expect(findCriticalChanges({ to: safe, data: call(functionName, [...args]) }, safe)).toEqual([
        expect.objectContaining({ kind, area: 'owners', path: [] }),
      ])
    }
  })

  it('does not mark the same call to another contract', () => {
    expect(findCriticalChanges({ to: other, data: call('changeThreshold', [1n]) }, safe)).toEqual(
      [],
    )
    expect(findCriticalChanges({ to: other, data: call('enableModule', [other]) }, safe)).toEqual(
      [],
    )
  })

  it('finds a module hidden inside a batch', () => {
    const data = encodeMultiSendCall([
      { operation: 0, to: other, value: 1n, data: '0x' },
      { operation: 0, to: safe, value: 0n, data: call('enableModule', [other]) },
    ])
    const changes = findCriticalChanges(
      { to: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly, data },
      safe,
    )
    expect(changes).toEqual([expect.objectContaining({ kind: 'ENABLE_MODULE', path: [1] })])
  })

  it('finds a change seven batches deep', () => {
    const changeMasterCopy = encodeFunctionData({
      abi: parseAbi(['function changeMasterCopy(address)']),
      args: [other],
    })
    let data = encodeMultiSendCall([{ operation: 0, to: safe, value: 0n, data: changeMasterCopy }])
    for (let level = 1; level < 7; level++) {
      data = encodeMultiSendCall([
        { operation: 0, to: other, value: 0n, data: '0x' },
        { operation: 1, to: multiSend, value: 0n, data },
      ])
    }
    expect(findCriticalChanges({ to: multiSend, data, operation: 1 }, safe)).toEqual([
      expect.objectContaining({ kind: 'CHANGE_IMPLEMENTATION', path: [1, 1, 1, 1, 1, 1, 0] }),
    ])
  })

  it('finds a module enabled by an entry that runs past the end of its batch', () => {
    const module = '0x2222222222222222222222222222222222220000'
    const packed = encodeMultiSendData([
      { operation: 0, to: safe, value: 0n, data: call('enableModule', [module]) },
    ])
    const data = encodeFunctionData({
      abi: parseAbi(['function multiSend(bytes)']),
      args: [slice(packed, 0, size(packed) - 2)],
    })
    expect(findCriticalChanges({ to: multiSendCallOnly, data, operation: 1 }, safe)).toEqual([
      expect.objectContaining({ kind: 'ENABLE_MODULE', path: [0] }),
    ])
  })

  it('matches by selector, whatever follows it, and knows the module guard', () => {
    const padded = concatHex([call('setFallbackHandler', [other]), '0xdeadbeef'])
    expect(findCriticalChanges({ to: safe, data: padded }, safe)[0]?.kind).toBe(
      'SET_FALLBACK_HANDLER',
    )
    const short = toFunctionSelector('enableModule(address)') as Hex
    expect(findCriticalChanges({ to: safe, data: short }, safe)[0]?.kind).toBe('ENABLE_MODULE')
    const moduleGuard = encodeFunctionData({
      abi: parseAbi(['function setModuleGuard(address)']),
      args: [other],
    })
    expect(findCriticalChanges({ to: safe, data: moduleGuard }, safe)).toEqual([
      {
        kind: 'SET_GUARD',
        area: 'control',
        path: [],
        title: 'Sets a module guard',
        data: moduleGuard,
      },
    ])
  })

  it('lists a batch nested too deep to decode, since it may hide any change', () => {
    let data = encodeMultiSendCall([{ operation: 0, to: other, value: 0n, data: '0x' }])
    for (let level = 1; level < 10; level++) {
      data = encodeMultiSendCall([{ operation: 1, to: multiSend, value: 0n, data }])
    }
    expect(findCriticalChanges({ to: multiSend, data, operation: 1 }, safe)).toEqual([
      expect.objectContaining({ kind: UNDECODED_PART, path: Array(8).fill(0) }),
    ])
  })

  it('finds nothing in a batch of plain transfers', () => {
    const data = encodeMultiSendCall([
      { operation: 0, to: other, value: 1n, data: '0x' },
      { operation: 0, to: safe, value: 1n, data: '0x' },
    ])
    expect(findCriticalChanges({ to: multiSendCallOnly, data, operation: 1 }, safe)).toEqual([])
  })
})
