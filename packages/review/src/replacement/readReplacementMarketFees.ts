import type { PublicClient } from 'viem'
import type { Eip1559Fees } from './minimumReplacementFees'

/** The reads `readReplacementMarketFees` needs of a viem client (a PublicClient has them). */
export type MarketFeesReader = Pick<PublicClient, 'getBlock' | 'estimateMaxPriorityFeePerGas'>

export type ReadReplacementMarketFeesReturnType = Eip1559Fees

/**
 * What the next block asks, for a replacement that must land in it: twice the pending block's
 * base fee (the latest block's where a node has no pending block) plus the node's suggested
 * priority fee. The pending block matters: a base fee that rose since the latest block is what
 * left the original behind, and an offer below it is not even accepted into the pool.
 * @example const market = await readReplacementMarketFees(client)
 */
export async function readReplacementMarketFees(
  client: MarketFeesReader,
): Promise<ReadReplacementMarketFeesReturnType> {
  const [block, maxPriorityFeePerGas] = await Promise.all([
    client.getBlock({ blockTag: 'pending' }).catch(() => client.getBlock({ blockTag: 'latest' })),
    client.estimateMaxPriorityFeePerGas(),
  ])
  const baseFee = block.baseFeePerGas ?? 0n
  return { maxFeePerGas: baseFee * 2n + maxPriorityFeePerGas, maxPriorityFeePerGas }
}
