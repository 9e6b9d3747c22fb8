import {
  type Address,
  type Hex,
  hexToBigInt,
  hexToNumber,
  type Log,
  numberToHex,
  type PublicClient,
  pad,
} from 'viem'
import { lowercaseHex } from '../wire/lowercaseHex'

/** A mined log with its numbers decoded: viem's Log, what parseEventLogs reads. */
export type RawLog = Log<bigint, number, false>

/** A mined log as eth_getLogs sends it (quantities in hex). */
type RpcLog = Log<Hex, Hex, false>

/** Most addresses or topic values sent in one eth_getLogs filter. */
const FILTER_CHUNK = 500

/**
 * eth_getLogs over `from..to` with an address list and a topic filter, split into chunks when
 * the lists are long; returns logs ordered by block and log index.
 */
export async function getRawLogs(
  client: PublicClient,
  p: {
    from: number
    to: number
    addresses?: Address[]
    topics: (Hex | Hex[] | null)[]
  },
): Promise<RawLog[]> {
  const addressChunks = p.addresses ? chunk(p.addresses, FILTER_CHUNK) : [undefined]
  const results = await Promise.all(
    addressChunks.map(
      (address) =>
        // viem types any log as possibly pending; a block range holds mined ones only.
        client.request({
          method: 'eth_getLogs',
          params: [
            {
              fromBlock: numberToHex(p.from),
              toBlock: numberToHex(p.to),
              ...(address ? { address } : {}),
              topics: p.topics,
            },
          ],
        }) as Promise<RpcLog[]>,
    ),
  )
  return results
    .flat()
    .filter((log) => !log.removed)
    .map((log) => ({
      address: log.address,
      topics: log.topics,
      data: log.data,
      blockNumber: hexToBigInt(log.blockNumber),
      blockHash: log.blockHash,
      transactionHash: log.transactionHash,
      transactionIndex: hexToNumber(log.transactionIndex),
      logIndex: hexToNumber(log.logIndex),
      removed: false,
    }))
    .sort(byChainOrder)
}

/** Orders logs by block, then by position in the block. */
export function byChainOrder(a: RawLog, b: RawLog): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1
  return a.logIndex - b.logIndex
}

/** An address as a 32-byte topic value. */
export function addressTopic(address: Address): Hex {
  return pad(lowercaseHex(address), { size: 32 })
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}
