import { getIndexingStatus } from '@assent/gateway-client'
import type { TestGateway } from './startTestGateway'

/**
 * Resolves once the gateway's indexer reports block `blockNumber` (through the public
 * about/indexing endpoint). Rejects only when the indexer stops moving: `stallMs` without a new
 * indexed block. A ceiling on the whole wait failed on a loaded two-core CI while the indexer
 * was still advancing (33 → 41 of 52 blocks in 3-block batches); a stuck indexer still fails.
 */
export async function waitForIndexed(
  gateway: TestGateway,
  blockNumber: bigint | number,
  stallMs = 60_000,
): Promise<number> {
  const started = Date.now()
  const chainId = gateway.deps.chains.list()[0]!.info.chainId
  let lastSeen = -1
  let lastMoved = started
  for (;;) {
    const status = await getIndexingStatus(gateway.client, { chainId })
    if (status.indexedBlock >= Number(blockNumber)) return Date.now() - started
    if (status.indexedBlock !== lastSeen) {
      lastSeen = status.indexedBlock
      lastMoved = Date.now()
    } else if (Date.now() - lastMoved > stallMs) {
      throw new Error(
        `indexer stuck at ${status.indexedBlock} for ${stallMs} ms, waiting for ${blockNumber}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
