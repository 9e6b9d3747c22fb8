import { buildSafeTransaction, type SafeTransactionData, safeAbi, safeTxHash } from '@assent/core'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { OnChainSafeState } from '../onchain/readOnChainSafeState'
import { detailsOf } from '../test-utils/fixtures'
import {
  type ChildSimulationFindings,
  collectNestedApprovalRisks,
  type NestedApprovalEntry,
} from './collectNestedApprovalRisks'
import type { NestedApproval } from './findNestedApprovals'

const parent: Address = '0x1111111111111111111111111111111111111111'
const child: Address = '0x2222222222222222222222222222222222222222'
const native = { symbol: 'ETH', decimals: 18 }
const state: OnChainSafeState = {
  owners: [parent],
  threshold: 1,
  nonce: 0,
  modules: [],
  guard: null,
  fallbackHandler: null,
  singleton: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  version: '1.4.1',
  blockNumber: 1n,
}
const done: ChildSimulationFindings = { status: 'done', risks: [], settings: [] }

function proven(tx: SafeTransactionData): NestedApprovalEntry {
  const hash = safeTxHash({ chainId: 31337, safeAddress: child, safeVersion: '1.4.1', tx })
  const approval: NestedApproval = { kind: 'approveHash', hash, safe: child, path: [] }
  return {
    approval,
    resolution: {
      status: 'transaction',
      safe: child,
      state,
      tx,
      safeTxHash: hash,
      details: detailsOf(tx, [], { chainId: 31337, safeAddress: child }),
    },
  }
}

const collect = (entries: NestedApprovalEntry[], simulation = done) =>
  collectNestedApprovalRisks({ chainId: '31337', entries, simulatedIndex: 0, simulation, native })

describe('collectNestedApprovalRisks', () => {
  it('asks for "approvehash" when the approved hash is unknown, naming the Safe', () => {
    const hash: Hex = `0x${'ab'.repeat(32)}`
    const risks = collect([
      {
        approval: { kind: 'approveHash', hash, safe: child, path: [1] },
        resolution: { status: 'unproven', safe: child, reason: 'The gateway knows no such hash.' },
      },
    ])
    expect(risks).toEqual([
      expect.objectContaining({
        id: 'nested-approval',
        word: 'approvehash',
        title: `Approves an unknown transaction of Safe ${child}`,
        items: [`${hash} of Safe ${child} (action 2): The gateway knows no such hash.`],
      }),
    ])
  })

  it('keeps the word while the hash is looked up or the child is simulated', () => {
    const approval: NestedApproval = { kind: 'approveHash', hash: '0x01', safe: child, path: [] }
    expect(collect([{ approval, resolution: undefined }])[0]?.title).toBe(
      'Approves a transaction of another Safe: checking it…',
    )
    const transfer = proven(buildSafeTransaction({ to: parent, value: 1n }))
    const simulating = collect([transfer], { status: 'loading', risks: [], settings: undefined })
    expect(simulating.map((risk) => risk.id)).toEqual(['nested-approval'])
  })

  it('raises nothing for a proven, simulated plain transfer of the child', () => {
    expect(collect([proven(buildSafeTransaction({ to: parent, value: 1n }))])).toEqual([])
  })

  it("raises the child's own risks under their own ids and words", () => {
    const risky = buildSafeTransaction({
      to: '0x00000000000000000000000000000000000e7e11',
      data: '0x12345678',
      operation: 1,
      gasPrice: 1n,
      baseGas: 100_000n,
    })
    const owners = buildSafeTransaction({
      to: child,
      data: encodeFunctionData({
        abi: safeAbi,
        functionName: 'addOwnerWithThreshold',
        args: ['0x3333333333333333333333333333333333333333', 1n],
      }),
    })
    const simulated = collect([proven(risky)], {
      status: 'done',
      risks: [
        { id: 'hidden-approval', word: 'approval', title: 'Hidden', explanation: '', items: [] },
      ],
      settings: [],
    })
    expect(simulated.map(({ id, word }) => [id, word])).toEqual([
      ['nested-approval:0:delegatecall', 'delegatecall'],
      ['nested-approval:0:refund', 'refund'],
      ['nested-approval:0:hidden-approval', 'approval'],
    ])
    expect(simulated[0]?.title).toBe(
      `Transaction #0 of Safe ${child}, which this Safe approves: Delegate call to unknown code`,
    )
    // A second approved transaction is not simulated: its own risks and the typed "approvehash".
    const both = collectNestedApprovalRisks({
      chainId: '31337',
      entries: [proven(risky), proven(owners)],
      simulatedIndex: 0,
      simulation: done,
      native,
    })
    expect(both.map((risk) => risk.id)).toEqual([
      'nested-approval',
      'nested-approval:0:delegatecall',
      'nested-approval:0:refund',
      'nested-approval:1:owner-change',
    ])
    expect(both[0]?.items).toEqual([
      `Transaction #0 of Safe ${child}: not simulated — only the first approved transaction of a batch is.`,
    ])
  })
})
