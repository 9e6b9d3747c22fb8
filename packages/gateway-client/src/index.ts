export { type AddConfirmationParameters, addConfirmation } from './actions/addConfirmation'
export { type AddDelegateParameters, addDelegate } from './actions/addDelegate'
export { type ConfirmSafeMessageParameters, confirmSafeMessage } from './actions/confirmSafeMessage'
export { type DeleteDelegateParameters, deleteDelegate } from './actions/deleteDelegate'
export { type DeleteTransactionParameters, deleteTransaction } from './actions/deleteTransaction'
export { type DeleteWebhookParameters, deleteWebhook } from './actions/deleteWebhook'
export {
  type EventsTarget,
  type FollowEventsParameters,
  followEvents,
} from './actions/followEvents'
export { type GetAllChainsParameters, getAllChains } from './actions/getAllChains'
export { getAuthNonce } from './actions/getAuthNonce'
export { type GetBalancesParameters, getBalances } from './actions/getBalances'
export { type GetChainConfigParameters, getChainConfig } from './actions/getChainConfig'
export { type GetChainsParameters, getChains } from './actions/getChains'
export { type GetCollectiblesParameters, getCollectibles } from './actions/getCollectibles'
export {
  type GetCollectiblesPageParameters,
  getCollectiblesPage,
} from './actions/getCollectiblesPage'
export { type GetDecodedDataParameters, getDecodedData } from './actions/getDecodedData'
export { type GetDelegatesParameters, getDelegates } from './actions/getDelegates'
export { getFiatCurrencies } from './actions/getFiatCurrencies'
export {
  type GetIncomingTransfersParameters,
  getIncomingTransfers,
} from './actions/getIncomingTransfers'
export { type GetIndexingStatusParameters, getIndexingStatus } from './actions/getIndexingStatus'
export { type GetMasterCopiesParameters, getMasterCopies } from './actions/getMasterCopies'
export {
  type GetModuleTransactionsParameters,
  getModuleTransactions,
} from './actions/getModuleTransactions'
export {
  type GetMultisigTransactionsParameters,
  getMultisigTransactions,
} from './actions/getMultisigTransactions'
export { type GetNoncesParameters, getNonces } from './actions/getNonces'
export { type GetOwnedSafesParameters, getOwnedSafes } from './actions/getOwnedSafes'
export { type GetSafeAppsParameters, getSafeApps } from './actions/getSafeApps'
export { type GetSafeInfoParameters, getSafeInfo } from './actions/getSafeInfo'
export { type GetSafeMessageParameters, getSafeMessage } from './actions/getSafeMessage'
export { type GetSafeMessagesParameters, getSafeMessages } from './actions/getSafeMessages'
export {
  type GetTransactionDetailsParameters,
  getTransactionDetails,
} from './actions/getTransactionDetails'
export {
  type GetTransactionHistoryParameters,
  getTransactionHistory,
} from './actions/getTransactionHistory'
export {
  type GetTransactionQueueParameters,
  getTransactionQueue,
} from './actions/getTransactionQueue'
export { type GetWebhookParameters, getWebhook } from './actions/getWebhook'
export { type GetWebhooksParameters, getWebhooks } from './actions/getWebhooks'
export { postAuthLogout } from './actions/postAuthLogout'
export {
  type PostSafeGasEstimationParameters,
  postSafeGasEstimation,
} from './actions/postSafeGasEstimation'
export { type ProposeSafeMessageParameters, proposeSafeMessage } from './actions/proposeSafeMessage'
export { type ProposeTransactionParameters, proposeTransaction } from './actions/proposeTransaction'
export { type RegisterWebhookParameters, registerWebhook } from './actions/registerWebhook'
export { type ResumeWebhookParameters, resumeWebhook } from './actions/resumeWebhook'
export { type VerifyAuthParameters, verifyAuth } from './actions/verifyAuth'
// Conversions between the SafeTx of @assent/core and the gateway's wire shapes.
export {
  type ProposalSigning,
  toProposeTransactionBody,
} from './convert/toProposeTransactionBody'
export { toSafeTransactionData } from './convert/toSafeTransactionData'
export {
  describeTransaction,
  isDetailsUnavailable,
  UNAVAILABLE_TITLE,
} from './display/describeTransaction'
export { formatTokenAmount } from './display/formatTokenAmount'
export { BaseError, type BaseErrorParameters } from './errors/base'
export { GatewayResponseError, InvalidResponseError, TimeoutError } from './errors/gateway'
export { bootResources } from './query/bootResources'
export type { StoredForm } from './query/defineResource'
export {
  chainIdKeyPart,
  type GatewayQueryKey,
  gatewayQueryKey,
  INFINITE_KEY_PART,
  type InfinitePages,
  type InfinitePagesOptions,
  infinitePagesOptions,
  type KeyClient,
  pagedQueryKey,
  type QueryFunctionContext,
  type QueryKeyData,
  queryKeyPrefix,
  type TaggedQueryKey,
} from './query/gatewayQueryKey'
export { gatewayResourceSchemas } from './query/gatewayResourceSchemas'
export {
  type BootResourceName,
  type GatewayResourceData,
  type GatewayResourceName,
  gatewayResources,
} from './query/gatewayResources'
export {
  getAuthNonceQueryKey,
  getAuthNonceQueryOptions,
} from './query/getAuthNonceQueryOptions'
export {
  getBalancesQueryKey,
  getBalancesQueryOptions,
} from './query/getBalancesQueryOptions'
export {
  getChainConfigQueryKey,
  getChainConfigQueryOptions,
} from './query/getChainConfigQueryOptions'
export {
  getAllChainsQueryOptions,
  getChainsQueryKey,
  getChainsQueryOptions,
} from './query/getChainsQueryOptions'
export {
  getCollectiblesPageInfiniteQueryOptions,
  getCollectiblesPageQueryKey,
  getCollectiblesPageQueryOptions,
} from './query/getCollectiblesPageQueryOptions'
export {
  getCollectiblesQueryKey,
  getCollectiblesQueryOptions,
} from './query/getCollectiblesQueryOptions'
export {
  getDelegatesQueryKey,
  getDelegatesQueryOptions,
} from './query/getDelegatesQueryOptions'
export {
  getFiatCurrenciesQueryKey,
  getFiatCurrenciesQueryOptions,
} from './query/getFiatCurrenciesQueryOptions'
export {
  getIncomingTransfersInfiniteQueryOptions,
  getIncomingTransfersQueryKey,
  getIncomingTransfersQueryOptions,
} from './query/getIncomingTransfersQueryOptions'
export {
  getIndexingStatusQueryKey,
  getIndexingStatusQueryOptions,
} from './query/getIndexingStatusQueryOptions'
export {
  getMasterCopiesQueryKey,
  getMasterCopiesQueryOptions,
} from './query/getMasterCopiesQueryOptions'
export {
  getModuleTransactionsInfiniteQueryOptions,
  getModuleTransactionsQueryKey,
  getModuleTransactionsQueryOptions,
} from './query/getModuleTransactionsQueryOptions'
export {
  getMultisigTransactionsInfiniteQueryOptions,
  getMultisigTransactionsQueryKey,
  getMultisigTransactionsQueryOptions,
} from './query/getMultisigTransactionsQueryOptions'
export {
  getNoncesQueryKey,
  getNoncesQueryOptions,
} from './query/getNoncesQueryOptions'
export {
  getOwnedSafesQueryKey,
  getOwnedSafesQueryOptions,
} from './query/getOwnedSafesQueryOptions'
export {
  getSafeAppsQueryKey,
  getSafeAppsQueryOptions,
} from './query/getSafeAppsQueryOptions'
export {
  getSafeInfoQueryKey,
  getSafeInfoQueryOptions,
} from './query/getSafeInfoQueryOptions'
export {
  getSafeMessageQueryKey,
  getSafeMessageQueryOptions,
} from './query/getSafeMessageQueryOptions'
export {
  getSafeMessagesInfiniteQueryOptions,
  getSafeMessagesQueryKey,
  getSafeMessagesQueryOptions,
} from './query/getSafeMessagesQueryOptions'
export {
  getTransactionDetailsQueryKey,
  getTransactionDetailsQueryOptions,
} from './query/getTransactionDetailsQueryOptions'
export {
  getTransactionHistoryInfiniteQueryOptions,
  getTransactionHistoryQueryKey,
  getTransactionHistoryQueryOptions,
} from './query/getTransactionHistoryQueryOptions'
export {
  getTransactionQueueInfiniteQueryOptions,
  getTransactionQueueQueryKey,
  getTransactionQueueQueryOptions,
} from './query/getTransactionQueueQueryOptions'
export { parseResourceData } from './query/parseResourceData'
export { parseStoredQueryData } from './query/parseStoredQueryData'
export { sameQueryKey } from './query/sameQueryKey'
export { storedFormOf } from './query/storedFormOf'
export type { QueryParams } from './transport/buildUrl'
export {
  createGatewayClient,
  DEFAULT_GATEWAY_URL,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type GatewayClient,
  type GatewayClientOptions,
  type GatewayRequest,
  type GatewayStreamRequest,
  type RequestOptions,
} from './transport/createGatewayClient'
export type { ChainIdParameter, PageUrlParameters } from './transport/pagedTarget'
export {
  parseServerSentEvents,
  type ServerSentEvent,
} from './transport/parseServerSentEvents'
export { POLLING_CEILING_MS, POLLING_INTERVAL_MS, pollingDelay } from './transport/pollingDelay'
export { MAX_REDIRECTS } from './transport/sendRequest'
export type {
  BalancesProvider,
  BlockExplorerUriTemplate,
  ChainInfo,
  ChainListResponse,
  ChainTheme,
  ContractAddresses,
  GasPrice,
  GasPriceFixed,
  GasPriceFixedEip1559,
  GasPriceOracle,
  GasPriceUnknown,
  NativeCurrency,
  RpcUri,
} from './types/chains'
export type {
  AddressEx,
  AuthNonce,
  FiatCurrencies,
  IndexingStatus,
  OpenUnion,
  OwnedSafes,
  Page,
  SafeBalanceItem,
  SafeBalanceResponse,
  SafeCollectibleResponse,
  SafeCollectiblesPage,
  SafeNonces,
  TokenInfo,
  VerifyAuthBody,
} from './types/common'
export type {
  DataDecoded,
  DecodedDataRequest,
  DecodedDataResponse,
  DecodedParameter,
  InternalTransaction,
  ParamValue,
} from './types/decodedData'
export type {
  AddDelegateBody,
  Delegate,
  DelegatePage,
  DeleteDelegateBody,
} from './types/delegates'
export { EVENT_STREAM_FEATURE, type GatewayEvent } from './types/events'
export type { MasterCopyReply } from './types/masterCopies'
export type {
  AddConfirmationBody,
  DeleteTransactionBody,
  ProposeTransactionBody,
  SafeTransactionEstimation,
  SafeTransactionEstimationRequest,
} from './types/requests'
export type {
  SafeAppAccessControlPolicy,
  SafeAppData,
  SafeAppDomainAllowlistPolicy,
  SafeAppNoRestrictionsPolicy,
  SafeAppProvider,
  SafeAppSocialProfile,
  SafeAppsResponse,
} from './types/safeApps'
export type { SafeInfo } from './types/safeInfo'
export type {
  ConfirmSafeMessageBody,
  EIP712TypedData,
  ProposeSafeMessageBody,
  SafeMessage,
  SafeMessageConfirmation,
  SafeMessageDateLabel,
  SafeMessageListItem,
  SafeMessageListPage,
} from './types/safeMessages'
export type {
  DetailedExecutionInfo,
  ModuleExecutionDetails,
  MultisigConfirmation,
  MultisigExecutionDetails,
  TransactionData,
  TransactionDetails,
} from './types/transactionDetails'
export type {
  AddOwnerSettings,
  ChangeImplementationSettings,
  ChangeThresholdSettings,
  CreationTransactionInfo,
  CustomTransactionInfo,
  DeleteGuardSettings,
  DisableModuleSettings,
  EnableModuleSettings,
  Erc20Transfer,
  Erc721Transfer,
  NativeCoinTransfer,
  RemoveOwnerSettings,
  SetFallbackHandlerSettings,
  SetGuardSettings,
  SettingsChangeTransactionInfo,
  SettingsInfo,
  SwapOwnerSettings,
  TransactionInfo,
  TransferInfo,
  TransferTransactionInfo,
} from './types/transactionInfo'
export type {
  ConflictHeaderItem,
  DateLabelItem,
  ExecutionInfo,
  LabelItem,
  ModuleExecutionInfo,
  MultisigExecutionInfo,
  SafeAppInfo,
  TransactionItem,
  TransactionListItem,
  TransactionListPage,
  TransactionSummary,
} from './types/transactions'
export type { RegisterWebhookBody, Webhook, WebhookList } from './types/webhooks'
// Response schemas, for gateway data that arrives by another way than the actions (e.g. a query
// cache restored from storage, which must be checked like a fresh response).
export { chainInfoSchema, chainPageSchema } from './validation/chains'
// The cleaning the schemas apply to display strings, for text from elsewhere (e.g. a contract).
export { cleanDisplayText } from './validation/cleanDisplayText'
export {
  collectiblesPageSchema,
  noncesSchema,
  ownedSafesSchema,
  safeAppsSchema,
  safeBalanceResponseSchema,
  stringArraySchema,
} from './validation/misc'
export { safeInfoSchema } from './validation/safeInfo'
export { safeMessageListPageSchema, safeMessageSchema } from './validation/safeMessages'
export { transactionListPageSchema } from './validation/transactions'
