import { safeAbi } from '@assent/core'
import {
  type Address,
  getAddress,
  type PublicClient,
  parseAbi,
  parseEventLogs,
  toEventSelector,
} from 'viem'
import type { SafeCreation, SafeSetup } from './decodeSafeCreations'
import type { RawLog } from './rpcLogs'

/** ProxyFactory 1.1.1's ProxyCreation: only the proxy (another topic than 1.3.0/1.4.1's). */
const proxyCreation111 = parseAbi(['event ProxyCreation(address proxy)'])
export const PROXY_CREATION_111_TOPIC = toEventSelector(proxyCreation111[0])

/** The proxies ProxyFactory 1.1.1 logs say it created, in log order; singletons not known yet. */
export function decodeLegacyProxyCreations(logs: RawLog[]) {
  return parseEventLogs({ abi: proxyCreation111, logs, strict: true }).map((log) => ({
    address: getAddress(log.args.proxy),
    factory: getAddress(log.address),
    creationTxHash: log.transactionHash,
    createdBlock: Number(log.blockNumber),
  }))
}

/**
 * Completes what a 1.1.1 ProxyCreation does not say, from the chain at the creation block: the
 * singleton (the proxy's slot 0) and, since 1.1.1 emits no SafeSetup, its owners and threshold.
 * Keeps only proxies of a known singleton.
 */
export async function resolveLegacyCreations(
  client: PublicClient,
  created: ReturnType<typeof decodeLegacyProxyCreations>,
  masterCopies: ReadonlySet<Address>,
): Promise<{ creation: SafeCreation; setup: SafeSetup }[]> {
  const resolved = await Promise.all(
    created.map(async (creation) => {
      const at = { address: creation.address, blockNumber: BigInt(creation.createdBlock) }
      const slot0 = await client.getStorageAt({ ...at, slot: '0x0' })
      const singleton = getAddress(`0x${(slot0 ?? '0x').slice(-40).padStart(40, '0')}`)
      if (!masterCopies.has(singleton)) return []
      const [owners, threshold] = await Promise.all([
        client.readContract({ ...at, abi: safeAbi, functionName: 'getOwners' }),
        client.readContract({ ...at, abi: safeAbi, functionName: 'getThreshold' }),
      ])
      const setup: SafeSetup = {
        owners: owners.map((owner) => getAddress(owner)),
        threshold: Number(threshold),
      }
      return [{ creation: { ...creation, singleton }, setup }]
    }),
  )
  return resolved.flat()
}
