import { encodeMultiSendCall, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { type Address, encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { criticalChangeRisks } from './criticalChangeRisks'
import { findCriticalChanges } from './findCriticalChanges'

const safe: Address = '0x1111111111111111111111111111111111111111'
const owners: Address[] = [
  '0x000000000000000000000000000000000000000a',
  '0x000000000000000000000000000000000000000b',
]
const attacker: Address = '0xBAd0000000000000000000000000000000000Bad'
const token: Address = '0x3333333333333333333333333333333333333333'
const { multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']
const call = (functionName: string, args: unknown[]) =>
  encodeFunctionData({ abi: safeAbi, functionName, args } as never)
const decoyBatch = (safeCall: `0x${string}`) =>
  encodeMultiSendCall([
    {
      operation: 0,
      to: token,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [attacker, 1n] }),
    },
    { operation: 0, to: safe, value: 0n, data: safeCall },
  ])

describe('criticalChangeRisks', () => {
  it('a module enabled inside a batch needs the word "control", whatever a simulation says', () => {
    const changes = findCriticalChanges(
      { to: multiSendCallOnly, data: decoyBatch(call('enableModule', [attacker])), operation: 1 },
      safe,
    )
    const { risks } = criticalChangeRisks({
      changes,
      ownersBefore: { owners, threshold: 2 },
      ownSettingsChange: false,
    })
    expect(risks).toEqual([
      expect.objectContaining({
        id: 'safe-control',
        word: 'control',
        items: [`Enables a module (it can move funds without the owners): ${attacker} (action 2)`],
      }),
    ])
  })

  it('an owner added beside a decoy transfer needs the word "owners" and shows who owns the Safe afterwards', () => {
    const changes = findCriticalChanges(
      {
        to: multiSendCallOnly,
        data: decoyBatch(call('addOwnerWithThreshold', [attacker, 1n])),
        operation: 1,
      },
      safe,
    )
    const { risks, ownerSummary } = criticalChangeRisks({
      changes,
      ownersBefore: { owners, threshold: 2 },
      ownSettingsChange: false,
    })
    expect(ownerSummary).toBeUndefined()
    expect(risks).toEqual([
      expect.objectContaining({
        id: 'owner-change',
        word: 'owners',
        items: [
          'Adds an owner (action 2)',
          `Owners afterwards: ${[attacker, ...owners].join(', ')}`,
          'Threshold afterwards: 1 of 3',
        ],
      }),
    ])
  })

  it('the proposer of an owner change built in Settings gets a summary, no word to type', () => {
    const changes = findCriticalChanges(
      { to: safe, data: call('addOwnerWithThreshold', [attacker, 2n]) },
      safe,
    )
    const result = criticalChangeRisks({
      changes,
      ownersBefore: { owners, threshold: 2 },
      ownSettingsChange: true,
    })
    expect(result.risks).toEqual([])
    expect(result.ownerSummary?.after).toEqual([
      `Owners afterwards: ${[attacker, ...owners].join(', ')}`,
      'Threshold afterwards: 2 of 3',
    ])
  })

  it('says the owners afterwards are unknown when the Safe could not be read on chain', () => {
    const changes = findCriticalChanges({ to: safe, data: call('changeThreshold', [1n]) }, safe)
    const { risks } = criticalChangeRisks({
      changes,
      ownersBefore: undefined,
      ownSettingsChange: false,
    })
    expect(risks[0]?.items).toContain(
      'Owners afterwards: unknown (the Safe could not be read on chain)',
    )
  })

  it('names the singleton a masterCopy change installs, official or not', () => {
    const changeMasterCopy = (to: Address) =>
      encodeFunctionData({ abi: parseAbi(['function changeMasterCopy(address)']), args: [to] })
    const items = (to: Address) =>
      criticalChangeRisks({
        changes: findCriticalChanges({ to: safe, data: changeMasterCopy(to) }, safe),
        ownersBefore: undefined,
        ownSettingsChange: false,
      }).risks[0]?.items
    expect(items(SAFE_DEPLOYMENTS['1.3.0'].safeL2)).toEqual([
      `Changes the Safe implementation (masterCopy): ${SAFE_DEPLOYMENTS['1.3.0'].safeL2} (the official Safe 1.3.0 L2 singleton)`,
    ])
    expect(items(attacker)).toEqual([
      `Changes the Safe implementation (masterCopy): ${attacker} (not a Safe singleton this wallet knows)`,
    ])
  })

  it('a plain transfer raises nothing', () => {
    const changes = findCriticalChanges(
      {
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [attacker, 1n] }),
      },
      safe,
    )
    expect(
      criticalChangeRisks({
        changes,
        ownersBefore: { owners, threshold: 2 },
        ownSettingsChange: false,
      }),
    ).toEqual({ risks: [] })
  })
})
