import { safeAbi } from '@assent/core'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  pad,
} from 'viem'
import {
  SAFE_FALLBACK_HANDLER_SLOT,
  SAFE_GUARD_SLOT,
  SAFE_SINGLETON_SLOT,
  SENTINEL,
} from '../../onchain/readOnChainSafeState'
import { decodeRevertReason } from './decodeRevertReason'
import { probeInnerRevert } from './probeInnerRevert'
import { simulateV1Schema } from './rpcShapes'
import {
  blockHex,
  outcomeFromLogs,
  rpcFeeFields,
  rpcStateOverrides,
  type SimulationContext,
  wordToAddress,
} from './simulationContext'
import type { NativeTransfer, PostSafeState, SimulatedLog, SimulationRun } from './types'

/** Where eth_simulateV1 reports native transfers when `traceTransfers` is on (ERC-7528). */
const NATIVE_TRANSFER_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/**
 * Storage reader put at the Safe's address in a second simulated block: returns
 * `sload(calldata[0:32])`. Reads slot 0 (singleton), the guard and the fallback handler after
 * the execution on every Safe version — 1.1.1 has no getStorageAt.
 */
const STORAGE_READER_CODE: Hex = '0x6000355460005260206000f3'

const POST_READS = [
  { functionName: 'getOwners', args: [] },
  { functionName: 'getThreshold', args: [] },
  { functionName: 'nonce', args: [] },
  { functionName: 'getModulesPaginated', args: [SENTINEL, 500n] },
] as const
const POST_SLOTS = [SAFE_SINGLETON_SLOT, SAFE_GUARD_SLOT, SAFE_FALLBACK_HANDLER_SLOT] as const

/**
 * eth_simulateV1 (geth, reth, Nethermind, Erigon, anvil): block 1 runs execTransaction, then
 * the Safe's getters; block 2 swaps in a storage reader to read the slots no getter shows.
 * Native transfers come as ERC-7528 logs (`traceTransfers`).
 * @throws when the node does not offer the method or answers something else
 */
export async function simulateWithSimulateV1(context: SimulationContext): Promise<SimulationRun> {
  const { client, safe, call, blockNumber } = context
  const reads = POST_READS.map((read) => ({
    from: call.from,
    to: safe,
    data: encodeFunctionData({ abi: safeAbi, ...read } as Parameters<typeof encodeFunctionData>[0]),
  }))
  const raw = await client.request({
    method: 'eth_simulateV1',
    params: [
      {
        blockStateCalls: [
          {
            stateOverrides: rpcStateOverrides(context),
            calls: [
              { from: call.from, to: call.to, data: call.data, ...rpcFeeFields(context) },
              ...reads,
            ],
          },
          {
            stateOverrides: { [safe]: { code: STORAGE_READER_CODE } },
            calls: POST_SLOTS.map((slot) => ({ from: call.from, to: safe, data: pad(slot) })),
          },
        ],
        traceTransfers: true,
        validation: false,
      },
      blockHex(blockNumber),
    ],
  } as never)
  const blocks = simulateV1Schema.parse(raw)
  const [exec, ...readResults] = blocks[0]?.calls ?? []
  const slotResults = blocks[1]?.calls ?? []
  if (!exec) throw new Error('eth_simulateV1 returned no result for execTransaction.')

  const gasUsed = hexToBigInt(exec.gasUsed)
  if (exec.status !== '0x1') {
    return {
      mode: 'eth_simulateV1',
      blockNumber,
      outcome: 'reverted',
      revertReason: decodeRevertReason(exec.error?.data ?? exec.returnData),
      gasUsed,
      logs: [],
      nativeTransfers: [],
      fallbacks: [],
    }
  }
  const logs: SimulatedLog[] = []
  const nativeTransfers: NativeTransfer[] = []
  for (const log of exec.logs) {
    if (isAddressEqual(log.address, NATIVE_TRANSFER_ADDRESS)) {
      nativeTransfers.push({
        from: topicAddress(log.topics[1]),
        to: topicAddress(log.topics[2]),
        value: hexToBigInt(log.data),
        logIndex: logs.length,
      })
    } else logs.push(log)
  }
  const outcome = outcomeFromLogs(safe, logs)
  return {
    mode: 'eth_simulateV1',
    blockNumber,
    outcome,
    ...(outcome === 'execution-failure' ? await innerFailure(context) : {}),
    gasUsed,
    logs,
    nativeTransfers,
    post: postState(readResults, slotResults),
    fallbacks: [],
  }
}

async function innerFailure(context: SimulationContext) {
  const reason = await probeInnerRevert(context)
  return {
    revertReason:
      reason ?? "the Safe's call ran out of gas or failed for a reason the RPC does not show",
    revertedCall: { to: context.tx.to, operation: context.tx.operation },
  }
}

type CallResult = { status: Hex; returnData: Hex }

function postState(reads: readonly CallResult[], slots: readonly CallResult[]): PostSafeState {
  const post: PostSafeState = {}
  // A getter that reverts or answers nothing (a replaced singleton may have no code) leaves
  // its field unread rather than failing the whole simulation.
  const decode = (index: number) => {
    const result = reads[index]
    if (result?.status !== '0x1') return undefined
    try {
      return decodeFunctionResult({
        abi: safeAbi,
        functionName: POST_READS[index]?.functionName,
        data: result.returnData,
      } as Parameters<typeof decodeFunctionResult>[0]) as unknown
    } catch {
      return undefined
    }
  }
  const owners = decode(0) as readonly Address[] | undefined
  if (owners) post.owners = owners.map((owner) => getAddress(owner))
  const threshold = decode(1) as bigint | undefined
  if (threshold !== undefined) post.threshold = Number(threshold)
  const nonce = decode(2) as bigint | undefined
  if (nonce !== undefined) post.nonce = Number(nonce)
  const modules = decode(3) as readonly [readonly Address[], Address] | undefined
  if (modules) post.modules = modules[0].map((module) => getAddress(module))
  const slot = (index: number) =>
    slots[index]?.status === '0x1' ? wordToAddress(slots[index]?.returnData) : undefined
  const singleton = slot(0)
  if (singleton !== undefined && singleton !== null) post.singleton = singleton
  const guard = slot(1)
  if (guard !== undefined) post.guard = guard
  const fallbackHandler = slot(2)
  if (fallbackHandler !== undefined) post.fallbackHandler = fallbackHandler
  return post
}

function topicAddress(topic: Hex | undefined): Address {
  return getAddress(`0x${(topic ?? '0x').slice(-40).padStart(40, '0')}`)
}
