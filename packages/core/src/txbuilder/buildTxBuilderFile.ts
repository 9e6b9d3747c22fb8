import type { Address } from 'viem'
import type { MetaTransaction } from '../multisend/types'
import { txBuilderChecksum } from './txBuilderChecksum'
import type { TxBuilderFile } from './txBuilderTypes'

/** The Transaction Builder release whose file format Assent writes. */
export const TX_BUILDER_FORMAT_VERSION = '1.18.0'

/** Parameters of `buildTxBuilderFile`. */
export type BuildTxBuilderFileParameters = {
  chainId: number
  safeAddress: Address
  name: string
  description?: string
  /** Milliseconds since 1970 (the caller's clock, so tests can fix it). */
  createdAt: number
  /** The batch's calls; delegate calls cannot be written in this format. */
  calls: readonly Pick<MetaTransaction, 'to' | 'value' | 'data'>[]
  /** The owner who made it; the official app leaves it empty. */
  ownerAddress?: Address
}

/**
 * A Transaction Builder batch file of `calls`, as the official app writes it (same keys, same
 * order, raw calldata entries with `contractMethod` null) with its `meta.checksum`, so the
 * official app opens it without a warning. Serialise it with `JSON.stringify`.
 * @example const text = JSON.stringify(buildTxBuilderFile({ chainId: 1, safeAddress, name: 'Payroll', createdAt: Date.now(), calls }))
 */
export function buildTxBuilderFile({
  chainId,
  safeAddress,
  name,
  description = '',
  createdAt,
  calls,
  ownerAddress,
}: BuildTxBuilderFileParameters): TxBuilderFile {
  const file: TxBuilderFile = {
    version: '1.0',
    chainId: String(chainId),
    createdAt,
    meta: {
      name,
      description,
      txBuilderVersion: TX_BUILDER_FORMAT_VERSION,
      createdFromSafeAddress: safeAddress,
      createdFromOwnerAddress: ownerAddress ?? '',
    },
    transactions: calls.map((call) => ({
      to: call.to,
      value: call.value.toString(),
      data: call.data,
      contractMethod: null,
      contractInputsValues: null,
    })),
  }
  return { ...file, meta: { ...file.meta, checksum: txBuilderChecksum(file) } }
}
