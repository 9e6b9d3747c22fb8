import type { ChainInfo } from '../types/chains'
import type { SafeBalanceResponse } from '../types/common'
import type { TransactionListPage } from '../types/transactions'
import {
  arrayOf,
  boolean,
  type Check,
  matching,
  nullish,
  number,
  object,
  string,
  tagged,
} from './checkJson'
import { cleanDisplayText } from './cleanDisplayText'
import { cleanTxNote } from './cleanTxNote'

/**
 * The web app's boot checks of the gateway data it renders before the full app (and zod) has
 * loaded: every field the boot reads is checked for its type (and amounts for their format), the
 * way this package's schemas check it; fields the boot does not read are left to those schemas,
 * which the full app applies before it caches the same answers. The gatewayResources registry
 * names each one as its resource's `boot.check`.
 */

/** The chain fields the boot reads: its id and short name, native coin, explorer links. */
export type BootChain = Pick<
  ChainInfo,
  'chainId' | 'shortName' | 'chainName' | 'nativeCurrency' | 'blockExplorerUriTemplate'
>

const integer = matching(/^-?\d+$/, 'an integer string')
const decimal = matching(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/, 'a decimal number string')
/** Text shown to people, cleaned of bidi and invisible characters as the app's schemas do. */
const displayText: Check<string> = (value, path) => cleanDisplayText(string(value, path))
/** A proposer's note, cleaned and cut as the app's schemas do. */
const txNote: Check<string | null> = (value, path) => cleanTxNote(string(value, path))

const chain = object({
  chainId: matching(/^\d+$/, 'a chain id'),
  chainName: displayText,
  shortName: displayText,
  nativeCurrency: object({ symbol: displayText, decimals: number }),
  blockExplorerUriTemplate: object({ address: string, txHash: string }),
})

/** The chain list as the query cache holds it (every page's chains). */
export const checkChainList = arrayOf(chain) as Check<BootChain[]>

/** `GET /v1/chains/{id}/safes/{address}/balances/{currency}`. */
export const checkBalances = object({
  fiatTotal: string,
  items: arrayOf(
    object({
      tokenInfo: object({
        type: string,
        address: string,
        decimals: nullish(number),
        symbol: displayText,
        name: displayText,
        logoUri: nullish(string),
      }),
      balance: integer,
      fiatBalance: decimal,
      fiatConversion: decimal,
    }),
  ),
}) as Check<SafeBalanceResponse>

const transferInfo = tagged('type', {
  NATIVE_COIN: object({ value: integer }),
  ERC20: object({ value: integer, decimals: nullish(number), tokenSymbol: nullish(displayText) }),
})

const transactionInfo = tagged('type', {
  Transfer: object({ direction: string, transferInfo }),
  SettingsChange: object({ settingsInfo: nullish(tagged('type', {})) }),
  Custom: object({
    methodName: nullish(displayText),
    actionCount: nullish(number),
    isCancellation: boolean,
    detailsUnavailable: nullish(boolean),
  }),
})

const transaction = object({
  id: string,
  timestamp: number,
  txStatus: string,
  txInfo: transactionInfo,
  executionInfo: nullish(tagged('type', { MULTISIG: object({ nonce: number }) })),
  safeAppInfo: nullish(object({ name: displayText })),
  note: nullish(txNote),
})

/** `GET /v1/chains/{id}/safes/{address}/transactions/history`: one page. */
export const checkTransactionPage = object({
  next: nullish(string),
  results: arrayOf(
    tagged('type', {
      TRANSACTION: object({ transaction }),
      DATE_LABEL: object({ timestamp: number }),
    }),
  ),
}) as Check<TransactionListPage>
