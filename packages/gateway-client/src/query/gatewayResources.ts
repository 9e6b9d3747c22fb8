import type { GetChainConfigParameters } from '../actions/getChainConfig'
import type { GetCollectiblesParameters } from '../actions/getCollectibles'
import type { GetCollectiblesPageParameters } from '../actions/getCollectiblesPage'
import type { GetDelegatesParameters } from '../actions/getDelegates'
import type { GetIncomingTransfersParameters } from '../actions/getIncomingTransfers'
import type { GetIndexingStatusParameters } from '../actions/getIndexingStatus'
import type { GetMasterCopiesParameters } from '../actions/getMasterCopies'
import type { GetModuleTransactionsParameters } from '../actions/getModuleTransactions'
import type { GetMultisigTransactionsParameters } from '../actions/getMultisigTransactions'
import type { GetNoncesParameters } from '../actions/getNonces'
import type { GetOwnedSafesParameters } from '../actions/getOwnedSafes'
import type { GetSafeAppsParameters } from '../actions/getSafeApps'
import type { GetSafeMessageParameters } from '../actions/getSafeMessage'
import type { GetSafeMessagesParameters } from '../actions/getSafeMessages'
import type { GetTransactionDetailsParameters } from '../actions/getTransactionDetails'
import type { GetTransactionQueueParameters } from '../actions/getTransactionQueue'
import type { PageUrlParameters } from '../transport/pagedTarget'
import type { ChainInfo } from '../types/chains'
import type {
  AuthNonce,
  FiatCurrencies,
  IndexingStatus,
  OwnedSafes,
  SafeCollectibleResponse,
  SafeCollectiblesPage,
  SafeNonces,
} from '../types/common'
import type { DelegatePage } from '../types/delegates'
import type { MasterCopyReply } from '../types/masterCopies'
import type { SafeAppsResponse } from '../types/safeApps'
import type { SafeMessage, SafeMessageListPage } from '../types/safeMessages'
import type { TransactionDetails } from '../types/transactionDetails'
import type { TransactionListPage } from '../types/transactions'
import { bootResources } from './bootResources'
import { always, pagedResource, plainResource } from './defineResource'
import { chainIdKeyPart, INFINITE_KEY_PART, type QueryKeyData } from './gatewayQueryKey'

type ListOf<P> = Exclude<P, PageUrlParameters>

/**
 * Every gateway resource this package keys, by the name its keys carry third
 * (`['gateway', baseUrl, name, …]`): its key builder (the query option factories use it, so
 * keys carry their data type), which of its entries the web app's persisted query cache keeps,
 * and which the web app's boot reads first ({@link bootResources}, kept apart for the boot's
 * sake). The schema that checks each one's data, wherever it comes from, is
 * `gatewayResourceSchemas[name]` (apart too: zod stays out of the boot).
 *
 * @example
 * queryClient.setQueryData(gatewayResources.safeInfo.key(client, { chainId, address }), safeInfo)
 */
export const gatewayResources = {
  ...bootResources,
  authNonce: plainResource<AuthNonce>()('authNonce', () => []),
  chainConfig: plainResource<ChainInfo>()(
    'chainConfig',
    ({ chainId }: GetChainConfigParameters) => [chainIdKeyPart(chainId)],
  ),
  collectibles: plainResource<SafeCollectibleResponse[]>()(
    'collectibles',
    ({ chainId, address, trusted, excludeSpam }: GetCollectiblesParameters) => [
      chainIdKeyPart(chainId),
      address,
      { trusted, excludeSpam },
    ],
  ),
  collectiblesPage: pagedResource<SafeCollectiblesPage, ListOf<GetCollectiblesPageParameters>>()(
    'collectiblesPage',
  ),
  // Not kept: who may propose is read fresh, never from a stored copy.
  delegates: plainResource<DelegatePage>()(
    'delegates',
    ({ chainId, safe }: GetDelegatesParameters) => [chainIdKeyPart(chainId), safe],
  ),
  fiatCurrencies: plainResource<FiatCurrencies>()('fiatCurrencies', () => [], {
    persisted: always,
  }),
  incomingTransfers: pagedResource<TransactionListPage, ListOf<GetIncomingTransfersParameters>>()(
    'incomingTransfers',
  ),
  indexingStatus: plainResource<IndexingStatus>()(
    'indexingStatus',
    ({ chainId }: GetIndexingStatusParameters) => [chainIdKeyPart(chainId)],
  ),
  masterCopies: plainResource<MasterCopyReply[]>()(
    'masterCopies',
    ({ chainId }: GetMasterCopiesParameters) => [chainIdKeyPart(chainId)],
  ),
  moduleTransactions: pagedResource<TransactionListPage, ListOf<GetModuleTransactionsParameters>>()(
    'moduleTransactions',
  ),
  multisigTransactions: pagedResource<
    TransactionListPage,
    ListOf<GetMultisigTransactionsParameters>
  >()('multisigTransactions'),
  nonces: plainResource<SafeNonces>()(
    'nonces',
    ({ chainId, address }: GetNoncesParameters) => [chainIdKeyPart(chainId), address],
    { persisted: always },
  ),
  ownedSafes: plainResource<OwnedSafes>()(
    'ownedSafes',
    ({ chainId, ownerAddress }: GetOwnedSafesParameters) => [chainIdKeyPart(chainId), ownerAddress],
    { persisted: always },
  ),
  safeApps: plainResource<SafeAppsResponse>()(
    'safeApps',
    ({ chainId, clientUrl, url }: GetSafeAppsParameters) => [
      chainIdKeyPart(chainId),
      { clientUrl, url },
    ],
    { persisted: always },
  ),
  // null: the web app caches a message the gateway does not know (yet) as null.
  safeMessage: plainResource<SafeMessage | null>()(
    'safeMessage',
    ({ chainId, messageHash }: GetSafeMessageParameters) => [chainIdKeyPart(chainId), messageHash],
    { persisted: always },
  ),
  safeMessages: pagedResource<SafeMessageListPage, ListOf<GetSafeMessagesParameters>>()(
    'safeMessages',
  ),
  // Not kept: list rows load details to flag delegate calls, so a long history would fill the
  // storage quota with them, and a warm start does not need them.
  transactionDetails: plainResource<TransactionDetails>()(
    'transactionDetails',
    ({ chainId, transactionId }: GetTransactionDetailsParameters) => [
      chainIdKeyPart(chainId),
      transactionId,
    ],
  ),
  // The queue page after page, or its first page alone under the web app's dashboard key
  // (the queue's key, then 'preview' and the Safe's queue tag).
  transactionQueue: pagedResource<TransactionListPage, ListOf<GetTransactionQueueParameters>>()(
    'transactionQueue',
    {
      persisted: (parts: readonly unknown[]) =>
        parts.includes(INFINITE_KEY_PART)
          ? 'pages'
          : parts.includes('preview')
            ? 'data'
            : undefined,
    },
  ),
}

/** The name of a gateway resource: the third part of its keys. */
export type GatewayResourceName = keyof typeof gatewayResources

/** The resources the web app's boot reads before the full app has loaded. */
export type BootResourceName = keyof typeof bootResources

/**
 * The data a resource's entries hold: a paged list's is one page (its pages form holds many).
 */
export type GatewayResourceData<Name extends GatewayResourceName> = QueryKeyData<
  ReturnType<(typeof gatewayResources)[Name]['key']>
>
