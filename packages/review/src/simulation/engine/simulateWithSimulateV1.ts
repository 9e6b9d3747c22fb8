import { safeAbi } from '@assent/core'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  numberToHex,
  pad,
} from 'viem'
import { InvalidRpcResponseError } from '../../errors/simulation'
import {
  SAFE_FALLBACK_HANDLER_SLOT,
  SAFE_GUARD_SLOT,
  SAFE_SINGLETON_SLOT,
  SENTINEL,
} from '../../onchain/readOnChainSafeState'
import { decodeRevertReason } from './decodeRevertReason'
import { outcomeFromLogs } from './outcomeFromLogs'
import { parseRpcAnswer } from './parseRpcAnswer'
import { probeInnerRevert } from './probeInnerRevert'
import { rpcExecution } from './rpcExecution'
import { simulateV1Schema } from './rpcShapes'
import type { SimulationContext } from './simulationContext'
import type { EthSimulateV1Schema } from './simulationRpcSchema'
import type { NativeTransfer, PostSafeState, SimulatedLog, SimulationRun } from './types'
import { wordToAddress } from './wordToAddress'

/** Where eth_simulateV1 reports native transfers when `traceTransfers` is on (ERC-7528). */
const NATIVE_TRANSFER_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/**
 * Storage reader put at the Safe's address in a second simulated block: returns
 * `sload(calldata[0:32])`. Reads slot 0 (singleton), the guard and the fallback handler after
 * the execution on every Safe version — 1.1.1 has no getStorageAt.
 */
const STORAGE_READER_CODE: Hex = '0x6000355460005260206000f3'

const MODULE_PAGE_SIZE = 500n

/** The getters called after the execution, in the order `postState` reads their answers. */
const POST_READS: readonly Hex[] = [
  encodeFunctionData({ abi: safeAbi, functionName: 'getOwners' }),
  encodeFunctionData({ abi: safeAbi, functionName: 'getThreshold' }),
  encodeFunctionData({ abi: safeAbi, functionName: 'nonce' }),
  encodeFunctionData({
    abi: safeAbi,
    functionName: 'getModulesPaginated',
    args: [SENTINEL, MODULE_PAGE_SIZE],
  }),
]
const POST_SLOTS = [SAFE_SINGLETON_SLOT, SAFE_GUARD_SLOT, SAFE_FALLBACK_HANDLER_SLOT] as const

/**
 * eth_simulateV1 (geth, reth, Nethermind, Erigon, anvil): block 1 runs execTransaction, then
 * the Safe's getters; block 2 swaps in a storage reader to read the slots no getter shows.
 * Native transfers come as ERC-7528 logs (`traceTransfers`).
 * @throws InvalidRpcResponseError when the answer is not eth_simulateV1's; the RPC's own error
 * when the node does not offer the method
 */
export async function simulateWithSimulateV1(context: SimulationContext): Promise<SimulationRun> {
  const { client, safe, call, blockNumber } = context
  const reads = POST_READS.map((data) => ({ from: call.from, to: safe, data }))
  const execution = rpcExecution(context)
  const answer = await client.request<EthSimulateV1Schema>({
    method: 'eth_simulateV1',
    params: [
      {
        blockStateCalls: [
          {
            stateOverrides: execution.stateOverrides,
            calls: [execution.call, ...reads],
          },
          {
            stateOverrides: { [safe]: { code: STORAGE_READER_CODE } },
            calls: POST_SLOTS.map((slot) => ({ from: call.from, to: safe, data: pad(slot) })),
          },
        ],
        traceTransfers: true,
        validation: false,
      },
      numberToHex(blockNumber),
    ],
  })
  const blocks = parseRpcAnswer('eth_simulateV1', simulateV1Schema, answer)
  const [exec, ...readResults] = blocks[0]?.calls ?? []
  const slotResults = blocks[1]?.calls ?? []
  if (!exec) {
    throw new InvalidRpcResponseError({
      method: 'eth_simulateV1',
      problem: 'returned no result for execTransaction.',
    })
  }

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
  const owners = decoded(reads[0], (data) =>
    decodeFunctionResult({ abi: safeAbi, functionName: 'getOwners', data }),
  )
  if (owners) post.owners = owners.map((owner) => getAddress(owner))
  const threshold = decoded(reads[1], (data) =>
    decodeFunctionResult({ abi: safeAbi, functionName: 'getThreshold', data }),
  )
  if (threshold !== undefined) post.threshold = Number(threshold)
  const nonce = decoded(reads[2], (data) =>
    decodeFunctionResult({ abi: safeAbi, functionName: 'nonce', data }),
  )
  if (nonce !== undefined) post.nonce = Number(nonce)
  const modules = decoded(reads[3], (data) =>
    decodeFunctionResult({ abi: safeAbi, functionName: 'getModulesPaginated', data }),
  )
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

/**
 * A getter's answer, decoded; undefined when it reverted or answers nothing (a replaced
 * singleton may have no code), so one unreadable field never fails the whole simulation.
 */
function decoded<T>(result: CallResult | undefined, decode: (data: Hex) => T): T | undefined {
  if (result?.status !== '0x1') return undefined
  try {
    return decode(result.returnData)
  } catch {
    return undefined
  }
}

function topicAddress(topic: Hex | undefined): Address {
  return getAddress(`0x${(topic ?? '0x').slice(-40).padStart(40, '0')}`)
}
