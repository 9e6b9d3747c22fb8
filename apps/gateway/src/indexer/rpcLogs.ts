import { type Address, type Hex, hexToNumber, numberToHex, type PublicClient, pad } from 'viem'

/** A log as eth_getLogs returns it, with numbers decoded. */
export type RawLog = {
  address: Address
  topics: [Hex, ...Hex[]] | []
  data: Hex
  blockNumber: number
  blockHash: Hex
  transactionHash: Hex
  logIndex: number
}

type RpcLog = {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  blockHash: Hex
  transactionHash: Hex
  logIndex: Hex
  removed?: boolean
}

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
      topics: log.topics as RawLog['topics'],
      data: log.data,
      blockNumber: hexToNumber(log.blockNumber),
      blockHash: log.blockHash,
      transactionHash: log.transactionHash,
      logIndex: hexToNumber(log.logIndex),
    }))
    .sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
}

/** An address as a 32-byte topic value. */
export function addressTopic(address: Address): Hex {
  return pad(address.toLowerCase() as Hex, { size: 32 })
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}
