import { type Address, getAddress, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/chainConfig'

/**
 * Whether `singleton` is a configured master copy older than 1.3.0 (1.1.1, 1.2.0): the
 * versions whose proxies receive native coin without logging SafeReceived.
 */
export function isBefore130(config: Pick<ChainConfig, 'masterCopies'>, singleton: Address) {
  const copy = config.masterCopies.find((c) => getAddress(c.address) === getAddress(singleton))
  const match = copy?.version.match(/^(\d+)\.(\d+)/)
  if (!match) return false
  const [major, minor] = [Number(match[1]), Number(match[2])]
  return major < 1 || (major === 1 && minor < 3)
}

/**
 * Of the stored Safes created on a singleton before 1.3.0, those still on one at `blockNumber`
 * (the indexer's cursor): slot 0 is read, since changeMasterCopy may have upgraded them. Read at
 * start and after every reorg rollback, so a dropped upgrade is undone too; a node that keeps
 * no state that old is asked for its latest.
 */
export async function loadLegacySafes(
  client: PublicClient,
  config: Pick<ChainConfig, 'masterCopies'>,
  rows: readonly { address: Address; singleton: Address | null }[],
  blockNumber: number | null,
): Promise<Set<Address>> {
  const created = rows.filter((row) => row.singleton && isBefore130(config, row.singleton))
  const current = await Promise.all(
    created.map(async (row) => {
      const read = (at?: bigint) =>
        client.getStorageAt({ address: row.address, slot: '0x0', blockNumber: at })
      const word =
        blockNumber === null ? await read() : await read(BigInt(blockNumber)).catch(() => read())
      const singleton = getAddress(`0x${(word ?? '0x').slice(-40).padStart(40, '0')}`)
      return isBefore130(config, singleton) ? [getAddress(row.address)] : []
    }),
  )
  return new Set(current.flat())
}
