import { safeAbi } from '@assent/core'
import { getAddress, parseAbiItem } from 'viem'
import type { MainnetWorld } from './startMainnetChain'

/** 1.3.0's ExecutionSuccess: the safeTxHash is not indexed (1.4.1 indexes it). */
const executionSuccess130 = parseAbiItem('event ExecutionSuccess(bytes32 txHash, uint256 payment)')

/**
 * What an indexer would do for the test gateway: reads the Safe's nonce on chain and, for
 * queued transactions the Safe has gone past, finds their execution (ExecutionSuccess of the
 * Safe) and records its transaction hash, time and sender. Returns the Safe's nonce.
 */
export async function syncWithChain(world: MainnetWorld): Promise<number> {
  const { publicClient } = world.clients
  const nonce = Number(
    await publicClient.readContract({ address: world.safe, abi: safeAbi, functionName: 'nonce' }),
  )
  const behind = world.queued.filter((q) => !q.txHash && Number(q.tx.nonce) < nonce)
  if (behind.length === 0) return nonce
  const logs = await publicClient.getLogs({
    address: world.safe,
    event: executionSuccess130,
    fromBlock: 0n,
  })
  for (const safeTx of behind) {
    const log = logs.find((l) => l.args.txHash === safeTx.safeTxHash)
    if (!log?.transactionHash) continue
    const [transaction, block] = await Promise.all([
      publicClient.getTransaction({ hash: log.transactionHash }),
      publicClient.getBlock({ blockHash: log.blockHash }),
    ])
    safeTx.txHash = log.transactionHash
    safeTx.timestamp = Number(block.timestamp) * 1000
    safeTx.executor = getAddress(transaction.from)
  }
  return nonce
}
