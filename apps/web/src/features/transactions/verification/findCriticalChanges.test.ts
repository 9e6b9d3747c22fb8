import { encodeMultiSendCall, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { encodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { findCriticalChanges } from './findCriticalChanges'

const safe = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'
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

  it('does not mark owner changes, or the same call to another contract', () => {
    expect(findCriticalChanges({ to: safe, data: call('changeThreshold', [1n]) }, safe)).toEqual([])
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
})
