import { and, eq, inArray } from 'drizzle-orm'
import { type Address, getAddress } from 'viem'
import { tokens } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import type { ModuleTxRow, TransferRow } from '../transactions/summary'
import { isoDate, serviceData } from './serviceFormat'

const TRANSFER_TYPES = {
  NATIVE_COIN: 'ETHER_TRANSFER',
  ERC20: 'ERC20_TRANSFER',
  ERC721: 'ERC721_TRANSFER',
} as const

/** Token metadata of the given addresses on the chain, by address. */
export async function loadTokens(
  deps: GatewayDeps,
  chainId: number,
  addresses: (Address | null)[],
) {
  const wanted = [...new Set(addresses.filter((a): a is Address => a !== null))]
  if (wanted.length === 0) return new Map<string, typeof tokens.$inferSelect>()
  const rows = await deps.db
    .select()
    .from(tokens)
    .where(and(eq(tokens.chainId, chainId), inArray(tokens.address, wanted)))
  return new Map(rows.map((row) => [row.address, row]))
}

/** A stored transfer in the service's TransferResponse shape. */
export function toServiceTransfer(row: TransferRow, token: typeof tokens.$inferSelect | undefined) {
  return {
    type: TRANSFER_TYPES[row.type],
    executionDate: isoDate(row.timestamp),
    blockNumber: row.blockNumber,
    transactionHash: row.txHash,
    to: getAddress(row.to),
    from: getAddress(row.from),
    value: row.type === 'ERC721' ? null : row.value,
    tokenId: row.tokenId,
    tokenAddress: row.tokenAddress ? getAddress(row.tokenAddress) : null,
    // Unique per transfer as the service's ids are: the log that carried it.
    transferId: `e${row.txHash.slice(2)}${row.logIndex}`,
    tokenInfo: token
      ? {
          type: token.type,
          address: getAddress(token.address),
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          logoUri: token.logoUri ?? '',
          trusted: false,
        }
      : null,
  }
}

/** A stored module transaction in the service's shape. */
export function toServiceModuleTransaction(row: ModuleTxRow) {
  return {
    created: isoDate(row.timestamp),
    executionDate: isoDate(row.timestamp),
    blockNumber: row.blockNumber,
    isSuccessful: row.isSuccessful,
    transactionHash: row.txHash,
    safe: getAddress(row.safe),
    module: getAddress(row.module),
    to: getAddress(row.to),
    value: row.value,
    ...serviceData(row.data),
    operation: row.operation,
    moduleTransactionId: `i${row.txHash.slice(2)}${row.logIndex}`,
  }
}
