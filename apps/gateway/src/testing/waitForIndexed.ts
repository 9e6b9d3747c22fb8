import { getIndexingStatus } from '@assent/gateway-client'
import type { TestGateway } from './startTestGateway'

/**
 * Resolves once the gateway's indexer reports block `blockNumber` (through the public
 * about/indexing endpoint); rejects after `timeoutMs`, a ceiling that leaves a busy machine
 * (load 20 on two cores) room: it returns as soon as the block is in.
 */
export async function waitForIndexed(
  gateway: TestGateway,
  blockNumber: bigint | number,
  timeoutMs = 60_000,
): Promise<number> {
  const started = Date.now()
  const chainId = gateway.deps.chains.list()[0]!.info.chainId
  for (;;) {
    const status = await getIndexingStatus(gateway.client, { chainId })
    if (status.indexedBlock >= Number(blockNumber)) return Date.now() - started
    if (Date.now() - started > timeoutMs) {
      throw new Error(`indexer stuck at ${status.indexedBlock}, waiting for ${blockNumber}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
