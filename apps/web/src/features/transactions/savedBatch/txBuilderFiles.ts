import { buildTxBuilderFile, parseTxBuilderFile } from '@assent/core'
import { cleanDisplayText } from '@assent/gateway-client'
import { decodeCallLocally } from '@assent/review'
import { type Abi, type Address, formatUnits, type Hex } from 'viem'
import { shortenAddress } from '../../../components/shortenAddress'
import { savedBatchCalls } from './buildSavedBatchDraft'
import type { NewBatchAction, SavedBatchItem } from './savedBatchStore'

/** Parameters of `readTxBuilderImport`. */
export type ReadTxBuilderImportParameters = {
  text: string
  chainId: number
  /** The Safe the batch is for: a call to itself decodes as a Safe setting. */
  safeAddress: Address
  /** The chain's coin, to write plain transfers' values. */
  nativeCurrency: { symbol: string; decimals: number }
  /**
   * The ABIs the user registered for one contract (Settings → Contract ABIs): an ABI names only
   * calls to its own contract, never another's with a colliding selector.
   */
  abisFor?: (to: Address) => readonly Abi[]
}

/**
 * The actions of a Safe Transaction Builder file, titled for the batch list. The file is
 * checked by `parseTxBuilderFile` (shape, chain, checksum, each call) before anything is added.
 * Each title names the method the calldata itself decodes to (known ABIs and `abisFor`), not
 * the file's `contractMethod`, a label anyone can write: where the file names another method,
 * the title says so.
 * @throws TxBuilderFileError whose message says why the file was refused
 */
export function readTxBuilderImport({
  text,
  chainId,
  safeAddress,
  nativeCurrency,
  abisFor = () => [],
}: ReadTxBuilderImportParameters): { name: string; actions: NewBatchAction[] } {
  const { file, calls } = parseTxBuilderFile({ text, chainId })
  const name = file.meta.name.trim() || 'Transaction Builder batch'
  const actions = calls.map((call, index): NewBatchAction => {
    const what =
      call.data === '0x'
        ? `Send ${formatUnits(call.value, nativeCurrency.decimals)} ${nativeCurrency.symbol} to ${shortenAddress(call.to)}`
        : describeCall(
            call,
            safeAddress,
            abisFor(call.to),
            file.transactions[index]?.contractMethod?.name,
          )
    return {
      title: `${name} #${index + 1}: ${what}`,
      to: call.to,
      value: call.value,
      data: call.data,
    }
  })
  return { name, actions }
}

/** "approve on 0x5FbD…0aa3", or the selector when nothing decodes it; the file's claim if it differs. */
function describeCall(
  call: { to: Address; value: bigint; data: Hex },
  safeAddress: Address,
  extraAbis: readonly Abi[],
  claimed: string | undefined,
): string {
  const decoded = decodeCallLocally({ ...call, operation: 0 }, safeAddress, extraAbis).method
  const method = decoded ?? `Call ${call.data.slice(0, 10)}`
  const label = claimed ? cleanLabel(claimed) : ''
  const note = label && label !== decoded ? ` (file says "${label}")` : ''
  return `${method} on ${shortenAddress(call.to)}${note}`
}

/** A label from a file, shown to a signer: cleaned of invisible characters, 40 at most. */
function cleanLabel(text: string): string {
  const clean = cleanDisplayText(text)
  return clean.length > 40 ? `${clean.slice(0, 39)}…` : clean
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
