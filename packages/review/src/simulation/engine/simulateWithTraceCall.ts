import {
  type Address,
  encodeAbiParameters,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  keccak256,
  numberToHex,
  pad,
  toHex,
} from 'viem'
import { UnterminatedSafeListError } from '../../errors/simulation'
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
import { type CallFrame, callFrameSchema, type PrestateDiff, prestateDiffSchema } from './rpcShapes'
import type { SimulationContext } from './simulationContext'
import type { DebugTraceCallSchema, TraceCallTracer } from './simulationRpcSchema'
import type { NativeTransfer, PostSafeState, SimulatedLog, SimulationRun } from './types'
import { wordToAddress } from './wordToAddress'

// Storage layout shared by Safe 1.1.1–1.4.1: modules (1), owners (2), threshold (4), nonce (5).
const MODULES_SLOT = 1n
const OWNERS_SLOT = 2n
const THRESHOLD_SLOT = pad(toHex(4))
const NONCE_SLOT = pad(toHex(5))
const MAX_LIST = 600

/**
 * debug_traceCall (geth-style nodes without eth_simulateV1): the call tracer gives logs, value
 * transfers and the failing frame; the prestate tracer in diff mode gives every storage word
 * the execution changed, from which the Safe's settings afterwards are rebuilt.
 * @throws InvalidRpcResponseError when a tracer's answer is not what it gives; the RPC's own
 * error when the node does not offer the tracers; UnterminatedSafeListError when the owner or
 * module list afterwards does not end
 */
export async function simulateWithTraceCall(context: SimulationContext): Promise<SimulationRun> {
  const { client, blockNumber, safe } = context
  const execution = rpcExecution(context)
  const trace = (tracer: TraceCallTracer) =>
    client.request<DebugTraceCallSchema>({
      method: 'debug_traceCall',
      params: [
        execution.call,
        numberToHex(blockNumber),
        { ...tracer, stateOverrides: execution.stateOverrides },
      ],
    })
  const [frameAnswer, diffAnswer] = await Promise.all([
    trace({ tracer: 'callTracer', tracerConfig: { withLog: true } }),
    trace({ tracer: 'prestateTracer', tracerConfig: { diffMode: true } }),
  ])
  const frame = parseRpcAnswer('debug_traceCall', callFrameSchema, frameAnswer)
  const diff = parseRpcAnswer('debug_traceCall', prestateDiffSchema, diffAnswer)
  const gasUsed = frame.gasUsed ? hexToBigInt(frame.gasUsed) : undefined
  if (frame.error) {
    return {
      mode: 'debug_traceCall',
      blockNumber,
      outcome: 'reverted',
      revertReason: decodeRevertReason(frame.output),
      gasUsed,
      logs: [],
      nativeTransfers: [],
      fallbacks: [],
    }
  }
  const logs: SimulatedLog[] = []
  const nativeTransfers: NativeTransfer[] = []
  collect(frame, logs, nativeTransfers)
  const outcome = outcomeFromLogs(safe, logs)
  const failed = outcome === 'execution-failure' ? failingFrame(frame) : undefined
  const reason =
    outcome === 'execution-failure'
      ? ((failed?.output && failed.output !== '0x'
          ? decodeRevertReason(failed.output)
          : failed?.error) ?? (await probeInnerRevert(context)))
      : undefined
  return {
    mode: 'debug_traceCall',
    blockNumber,
    outcome,
    ...(outcome === 'execution-failure'
      ? {
          revertReason: reason ?? "the Safe's call failed for a reason the RPC does not show",
          revertedCall: { to: context.tx.to, operation: context.tx.operation },
        }
      : {}),
    gasUsed,
    logs,
    nativeTransfers,
    post: await postStateFromDiff(context, diff),
    fallbacks: [],
  }
}

/** Logs and value transfers of every frame that did not revert (a reverted frame undoes its children). */
function collect(frame: CallFrame, logs: SimulatedLog[], transfers: NativeTransfer[]) {
  if (frame.error) return
  const value = frame.value ? hexToBigInt(frame.value) : 0n
  if (value > 0n && frame.to && frame.type !== 'DELEGATECALL') {
    transfers.push({
      from: getAddress(frame.from),
      to: getAddress(frame.to),
      value,
      logIndex: logs.length,
    })
  }
  for (const log of frame.logs ?? []) logs.push(log)
  for (const child of frame.calls ?? []) collect(child, logs, transfers)
}

/** The deepest frame that reverted: where the failure started. */
function failingFrame(frame: CallFrame): CallFrame | undefined {
  for (const child of frame.calls ?? []) {
    const deeper = failingFrame(child)
    if (deeper) return deeper
  }
  return frame.error ? frame : undefined
}

async function postStateFromDiff(
  context: SimulationContext,
  diff: PrestateDiff,
): Promise<PostSafeState> {
  const { client, safe, blockNumber } = context
  const key = Object.keys(diff.post).find((account) => isAddressEqual(account as Address, safe))
  const preKey = Object.keys(diff.pre).find((account) => isAddressEqual(account as Address, safe))
  const after = (key && diff.post[key]?.storage) || {}
  const before = (preKey && diff.pre[preKey]?.storage) || {}
  // A word is: its new value if changed; zero if the diff shows it only before (cleared); else
  // the chain's value, untouched by the execution (an overridden guard included: the override
  // only keeps it from running).
  const word = async (slot: Hex): Promise<Hex> => {
    const padded = pad(slot)
    const changed = lookup(after, padded)
    if (changed !== undefined) return changed
    if (lookup(before, padded) !== undefined) return pad('0x0')
    return (await client.getStorageAt({ address: safe, slot: padded, blockNumber })) ?? pad('0x0')
  }
  const list = async (name: 'owners' | 'modules'): Promise<Address[]> => {
    const mappingSlot = name === 'owners' ? OWNERS_SLOT : MODULES_SLOT
    const found: Address[] = []
    let current: Address = SENTINEL
    for (let step = 0; step < MAX_LIST; step++) {
      const next = wordToAddress(await word(mappingKey(current, mappingSlot)))
      if (!next || isAddressEqual(next, SENTINEL)) return found
      found.push(next)
      current = next
    }
    throw new UnterminatedSafeListError({ list: name, steps: MAX_LIST })
  }
  const [singleton, guard, fallbackHandler, threshold, nonce, owners, modules] = await Promise.all([
    word(SAFE_SINGLETON_SLOT),
    word(SAFE_GUARD_SLOT),
    word(SAFE_FALLBACK_HANDLER_SLOT),
    word(THRESHOLD_SLOT),
    word(NONCE_SLOT),
    list('owners'),
    list('modules'),
  ])
  return {
    singleton: wordToAddress(singleton) ?? undefined,
    guard: wordToAddress(guard),
    fallbackHandler: wordToAddress(fallbackHandler),
    threshold: Number(hexToBigInt(threshold)),
    nonce: Number(hexToBigInt(nonce)),
    owners,
    modules,
  }
}

function lookup(storage: Record<string, Hex>, slot: Hex): Hex | undefined {
  const wanted = hexToBigInt(slot)
  for (const [key, value] of Object.entries(storage)) {
    if (hexToBigInt(key as Hex) === wanted) return value
  }
  return undefined
}

/** Storage slot of `mapping(address => address)[key]` declared at `slot`. */
function mappingKey(key: Address, slot: bigint): Hex {
  return keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [key, slot]))
}
