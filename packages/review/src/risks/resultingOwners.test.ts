import { safeAbi } from '@assent/core'
import { type Address, encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { resultingOwners } from './resultingOwners'

const [a, b, c, attacker] = [
  '0x000000000000000000000000000000000000000a',
  '0x000000000000000000000000000000000000000b',
  '0x000000000000000000000000000000000000000c',
  '0xBAd0000000000000000000000000000000000Bad',
] as Address[] as [Address, Address, Address, Address]
const SENTINEL = '0x0000000000000000000000000000000000000001'
const call = (functionName: string, args: unknown[]) =>
  encodeFunctionData({ abi: safeAbi, functionName, args } as never)

describe('resultingOwners', () => {
  const before = { owners: [a, b, c], threshold: 2 }

  it('adds a new owner first and takes the new threshold, as OwnerManager does', () => {
    expect(resultingOwners(before, [call('addOwnerWithThreshold', [attacker, 1n])])).toEqual({
      known: true,
      owners: [attacker, a, b, c],
      threshold: 1,
    })
  })

  it('applies removals, swaps and threshold changes in execution order', () => {
    const after = resultingOwners(before, [
      call('removeOwner', [SENTINEL, a, 1n]),
      call('swapOwner', [b, c, attacker]),
      call('changeThreshold', [2n]),
    ])
    expect(after).toEqual({ known: true, owners: [b, attacker], threshold: 2 })
  })

  it('says when a call is not an owner call or cannot be decoded', () => {
    expect(resultingOwners(before, [call('enableModule', [attacker])])).toEqual({
      known: false,
      reason: 'enableModule is not an owner call',
    })
    expect(resultingOwners(before, ['0xdeadbeef']).known).toBe(false)
  })
})
