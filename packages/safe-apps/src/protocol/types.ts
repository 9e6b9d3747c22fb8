import type { Method } from './methods'
import type { RpcCall } from './rpc'

/** A transaction an app asks the Safe to make. `value` is a decimal (or 0x) wei amount. */
export type BaseTransaction = { to: string; value: string; data: string }
export type SendTransactionsParams = { txs: BaseTransaction[]; params?: { safeTxGas?: number } }
export type SendTransactionsResponse = { safeTxHash: string }

export type RpcCallParams = { call: RpcCall; params: unknown[] }
export type GetTxBySafeTxHashParams = { safeTxHash: string }
export type GetBalancesParams = { currency: string }
export type SignMessageParams = { message: string }

export type TypedDataDomain = {
  name?: string
  version?: string
  chainId?: string | number | bigint
  verifyingContract?: string
  salt?: string
}
export type TypedDataField = { name: string; type: string }
/** EIP-712 typed data as apps send it (chainId may be a string, primaryType may be left out). */
export type EIP712TypedData = {
  domain: TypedDataDomain
  types: Record<string, TypedDataField[]>
  message: Record<string, unknown>
  primaryType?: string
}
export type SignTypedMessageParams = { typedData: EIP712TypedData }

/** Off-chain signing answers the SafeMessage hash (and the signature once confirmed). */
export type OffChainSignMessageResponse = { messageHash: string; signature?: string }
/** On-chain signing (SignMessageLib) answers the Safe transaction's hash. */
export type SignMessageResponse = SendTransactionsResponse | OffChainSignMessageResponse

export type NativeCurrency = { name: string; symbol: string; decimals: number; logoUri?: string }
export type ChainInfo = {
  chainName: string
  chainId: string
  shortName: string
  nativeCurrency: NativeCurrency
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
}

export type SafeInfo = {
  safeAddress: string
  chainId: number
  threshold: number
  owners: string[]
  isReadOnly: boolean
}
export type SafeInfoExtended = SafeInfo & {
  nonce: number
  implementation: string
  modules: string[] | null
  fallbackHandler: string | null
  guard: string | null
  version: string | null
}

/**
 * The gateway's TransactionDetails, narrowed to what apps rely on: `txHash` is the on-chain
 * hash once executed. Other fields pass through untouched.
 */
export type GatewayTransactionDetails = {
  safeAddress: string
  txId: string
  txStatus: string
  txHash?: string | null
  executedAt?: number | null
  [field: string]: unknown
}

/** The gateway's balances response, narrowed likewise. */
export type SafeBalances = {
  fiatTotal: string
  items: {
    tokenInfo: Record<string, unknown>
    balance: string
    fiatBalance: string
    fiatConversion: string
  }[]
}

export type EnvironmentInfo = { origin: string }
export type AddressBookItem = { address: string; chainId: string; name: string }

/** EIP-2255 permission record. */
export type PermissionCaveat = { type: string; value?: unknown; name?: string }
export type Permission = {
  parentCapability: string
  invoker: string
  date?: number
  caveats?: PermissionCaveat[]
}
export type PermissionRequest = Record<string, Record<string, unknown>>

// Keeps the per-method maps total over the method list, with no stray keys.
type Total<T extends Record<Method, unknown> & Record<Exclude<keyof T, Method>, never>> = T

export type SafeSettings = { offChainSigning?: boolean }

/** Params each method carries on the wire (`undefined` for methods without any). */
export type MethodParams = Total<{
  sendTransactions: SendTransactionsParams
  rpcCall: RpcCallParams
  getChainInfo: undefined
  getSafeInfo: undefined
  getTxBySafeTxHash: GetTxBySafeTxHashParams
  getSafeBalances: GetBalancesParams
  signMessage: SignMessageParams
  signTypedMessage: SignTypedMessageParams
  getEnvironmentInfo: undefined
  getOffChainSignature: string
  requestAddressBook: undefined
  wallet_getPermissions: undefined
  wallet_requestPermissions: PermissionRequest[]
}>

/** What each method answers with. */
export type MethodResponse = Total<{
  sendTransactions: SendTransactionsResponse
  rpcCall: unknown
  getChainInfo: ChainInfo
  getSafeInfo: SafeInfoExtended
  getTxBySafeTxHash: GatewayTransactionDetails
  getSafeBalances: SafeBalances
  signMessage: SignMessageResponse
  signTypedMessage: SignMessageResponse
  getEnvironmentInfo: EnvironmentInfo
  getOffChainSignature: string
  requestAddressBook: AddressBookItem[]
  wallet_getPermissions: Permission[]
  wallet_requestPermissions: Permission[]
}>
