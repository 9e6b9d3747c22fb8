import { safeAbi, safeTxHash, toSafeTxRow } from '@assent/core'
import type { Address, Hex, PublicClient } from 'viem'
import { isAddressEqual } from 'viem'
import {
  decodeExecTransactionCall,
  type ExecTransactionCall,
  findExecTransactionCalls,
} from './findExecTransactionCalls'
import { recoverExecutedConfirmations } from './recoverExecutedConfirmations'
import { debugTraceTransaction, traceTransaction } from './tracingRpc'
import type { BareExecution, ExecutionRecord } from './types'

/** How far below the Safe's nonce after the block an execution's nonce is looked for. */
const NONCE_SEARCH_DEPTH = 64

/**
 * The execTransaction calls into `safe` made by a transaction: its own input when it called the
 * Safe directly, else the calls a trace lists (`debug_traceTransaction` with the call tracer,
 * else `trace_transaction`; an RPC with neither gives none). A non-L2 Safe emits only
 * ExecutionSuccess/ExecutionFailure, so this is where its SafeTx fields and signatures come from.
 */
async function execTransactionCalls(
  client: PublicClient,
  txHash: Hex,
  safe: Address,
): Promise<ExecTransactionCall[]> {
  const tx = await client.getTransaction({ hash: txHash })
  if (tx.to && isAddressEqual(tx.to, safe)) {
    const call = decodeExecTransactionCall(tx.from, tx.input)
    return call ? [call] : []
  }
  try {
    return findExecTransactionCalls(await debugTraceTransaction(client, txHash), safe)
  } catch {
    // no geth-style tracing on this RPC (or no call tree in its answer): try the Parity style
  }
  try {
    const traces = await traceTransaction(client, txHash)
    // The flat list as one frame with every call below it: order and callers are kept.
    const calls = traces.flatMap(({ action }) =>
      action.callType === 'call' ? [{ type: 'CALL', ...action }] : [],
    )
    return findExecTransactionCalls({ calls }, safe)
  } catch {
    return [] // no tracing on this RPC
  }
}

/**
 * The full record of an execution a non-L2 Safe reported only by its outcome event, or null
 * when no call in the transaction hashes to its safeTxHash. The nonce is not in the calldata:
 * it is the one, just below the Safe's nonce after the block, whose safeTxHash matches.
 */
export async function resolveBareExecution(
  client: PublicClient,
  chainId: number,
  bare: BareExecution,
): Promise<ExecutionRecord | null> {
  const calls = await execTransactionCalls(client, bare.txHash, bare.safe)
  if (calls.length === 0) return null
  const at = { address: bare.safe, abi: safeAbi, blockNumber: BigInt(bare.blockNumber) } as const
  const before = { ...at, blockNumber: BigInt(Math.max(0, bare.blockNumber - 1)) }
  const [versionBefore, versionAfter, nonceAfter, threshold] = await Promise.all([
    // The Safe hashed with the code it ran before this block; an upgrade in the block (1.1.1 →
    // 1.3.0 adds the chain id to the domain) changes the version the block leaves behind. A
    // Safe created in this block had no code before.
    client.readContract({ ...before, functionName: 'VERSION' }).catch(() => undefined),
    client.readContract({ ...at, functionName: 'VERSION' }),
    client.readContract({ ...at, functionName: 'nonce' }),
    client.readContract({ ...before, functionName: 'getThreshold' }),
  ])
  const versions = [...new Set([versionBefore ?? versionAfter, versionAfter])]
  const lowest =
    nonceAfter > BigInt(NONCE_SEARCH_DEPTH) ? nonceAfter - BigInt(NONCE_SEARCH_DEPTH) : 0n
  for (const { caller, tx: fields, signatures } of calls) {
    for (let nonce = nonceAfter - 1n; nonce >= lowest; nonce--) {
      const tx = { ...fields, nonce }
      const matches = versions.some(
        (safeVersion) =>
          safeTxHash({ chainId, safeAddress: bare.safe, safeVersion, tx }).toLowerCase() ===
          bare.safeTxHash.toLowerCase(),
      )
      if (!matches) continue
      return {
        safe: bare.safe,
        safeTxHash: bare.safeTxHash,
        ...toSafeTxRow(tx),
        txHash: bare.txHash,
        blockNumber: bare.blockNumber,
        logIndex: bare.logIndex,
        executedAt: bare.timestamp,
        executor: caller,
        isSuccessful: bare.isSuccessful,
        signatures,
        confirmations: await recoverExecutedConfirmations(
          bare.safeTxHash,
          signatures,
          Number(threshold),
          bare.timestamp,
        ),
      }
    }
  }
  return null
}
