import { type Address, getAddress, hexToBigInt, sliceHex } from 'viem'
import type { RawLog } from './rpcLogs'
import type { TransferRecord } from './types'

/**
 * ERC-20/721 `Transfer` logs as transfer rows, one per known Safe they touch (a transfer
 * between two known Safes gives two). ERC-721 indexes the token id (4 topics); ERC-20 puts
 * the amount in data. Logs of neither shape are skipped.
 */
export function decodeTransferLogs(
  logs: RawLog[],
  safes: ReadonlySet<Address>,
  timestampOf: (block: number) => number,
): TransferRecord[] {
  const records: TransferRecord[] = []
  for (const log of logs) {
    const [, fromTopic, toTopic, idTopic] = log.topics
    if (!fromTopic || !toTopic) continue
    const isErc721 = idTopic !== undefined
    if (!isErc721 && log.data.length !== 66) continue
    const from = getAddress(sliceHex(fromTopic, 12))
    const to = getAddress(sliceHex(toTopic, 12))
    const blockNumber = Number(log.blockNumber)
    const base = {
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber,
      timestamp: timestampOf(blockNumber),
      tokenAddress: getAddress(log.address),
      type: isErc721 ? ('ERC721' as const) : ('ERC20' as const),
      from,
      to,
      value: isErc721 ? '1' : hexToBigInt(log.data).toString(),
      tokenId: isErc721 ? hexToBigInt(idTopic).toString() : null,
    }
    if (safes.has(to)) records.push({ ...base, safe: to, direction: 'INCOMING' })
    if (safes.has(from) && from !== to) records.push({ ...base, safe: from, direction: 'OUTGOING' })
  }
  return records
}
