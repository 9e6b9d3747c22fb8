import { buildTxBuilderFile, parseTxBuilderFile } from '@assent/core'
import { type Address, formatUnits } from 'viem'
import { shortenAddress } from '../../../components/shortenAddress'
import { savedBatchCalls } from './buildSavedBatchDraft'
import type { NewBatchAction, SavedBatchItem } from './savedBatchStore'

/** Parameters of `readTxBuilderImport`. */
export type ReadTxBuilderImportParameters = {
  text: string
  chainId: number
  /** The chain's coin, to write plain transfers' values. */
  nativeCurrency: { symbol: string; decimals: number }
}

/**
 * The actions of a Safe Transaction Builder file, titled for the batch list. The file is
 * checked by `parseTxBuilderFile` (shape, chain, checksum, each call) before anything is added.
 * @throws TxBuilderFileError whose message says why the file was refused
 */
export function readTxBuilderImport({
  text,
  chainId,
  nativeCurrency,
}: ReadTxBuilderImportParameters): { name: string; actions: NewBatchAction[] } {
  const { file, calls } = parseTxBuilderFile({ text, chainId })
  const name = file.meta.name.trim() || 'Transaction Builder batch'
  const actions = calls.map((call, index): NewBatchAction => {
    const method = file.transactions[index]?.contractMethod?.name
    const what =
      call.data === '0x'
        ? `Send ${formatUnits(call.value, nativeCurrency.decimals)} ${nativeCurrency.symbol} to ${shortenAddress(call.to)}`
        : `${method ?? 'Call'} on ${shortenAddress(call.to)}`
    return {
      title: `${name} #${index + 1}: ${what}`,
      to: call.to,
      value: call.value,
      data: call.data,
    }
  })
  return { name, actions }
}

/** Parameters of `writeTxBuilderExport`. */
export type WriteTxBuilderExportParameters = {
  items: readonly SavedBatchItem[]
  chainId: number
  safeAddress: Address
  /** Milliseconds since 1970, the file's `createdAt`. */
  createdAt: number
}

/**
 * The batch as a Transaction Builder file (raw calldata entries and the checksum, as the
 * official app writes them) and a file name for it.
 */
export function writeTxBuilderExport({
  items,
  chainId,
  safeAddress,
  createdAt,
}: WriteTxBuilderExportParameters): { fileName: string; text: string } {
  const file = buildTxBuilderFile({
    chainId,
    safeAddress,
    name: `Assent batch of ${items.length} action${items.length === 1 ? '' : 's'}`,
    description: items.map((item, index) => `${index + 1}. ${item.title}`).join('\n'),
    createdAt,
    calls: savedBatchCalls(items),
  })
  const stamp = new Date(createdAt).toISOString().slice(0, 10)
  return { fileName: `batch-${chainId}-${stamp}.json`, text: JSON.stringify(file) }
}
