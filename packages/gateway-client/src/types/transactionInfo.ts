import type { TransferDirection } from '@assent/core'
import type { AddressEx, OpenUnion } from './common'
import type { DataDecoded } from './decodedData'

export type NativeCoinTransfer = {
  type: 'NATIVE_COIN'
  value: string
}

export type Erc20Transfer = {
  type: 'ERC20'
  tokenAddress: string
  tokenName: string | null
  tokenSymbol: string | null
  logoUri: string | null
  decimals: number | null
  value: string
  trusted?: boolean | null
  imitation?: boolean
}

export type Erc721Transfer = {
  type: 'ERC721'
  tokenAddress: string
  tokenId: string
  tokenName: string | null
  tokenSymbol: string | null
  logoUri: string | null
  trusted?: boolean | null
}

export type TransferInfo = NativeCoinTransfer | Erc20Transfer | Erc721Transfer

export type TransferTransactionInfo = {
  type: 'Transfer'
  sender: AddressEx
  recipient: AddressEx
  direction: OpenUnion<TransferDirection>
  transferInfo: TransferInfo
}

export type SetFallbackHandlerSettings = { type: 'SET_FALLBACK_HANDLER'; handler: AddressEx | null }
export type AddOwnerSettings = { type: 'ADD_OWNER'; owner: AddressEx; threshold: number }
export type RemoveOwnerSettings = { type: 'REMOVE_OWNER'; owner: AddressEx; threshold: number }
export type SwapOwnerSettings = { type: 'SWAP_OWNER'; oldOwner: AddressEx; newOwner: AddressEx }
export type ChangeThresholdSettings = { type: 'CHANGE_THRESHOLD'; threshold: number }
export type ChangeImplementationSettings = {
  type: 'CHANGE_IMPLEMENTATION'
  implementation: AddressEx
}
export type EnableModuleSettings = { type: 'ENABLE_MODULE'; module: AddressEx }
export type DisableModuleSettings = { type: 'DISABLE_MODULE'; module: AddressEx }
export type SetGuardSettings = { type: 'SET_GUARD'; guard: AddressEx }
export type DeleteGuardSettings = { type: 'DELETE_GUARD' }

/** What a settings change does, one variant per SettingsInfoType. */
export type SettingsInfo =
  | SetFallbackHandlerSettings
  | AddOwnerSettings
  | RemoveOwnerSettings
  | SwapOwnerSettings
  | ChangeThresholdSettings
  | ChangeImplementationSettings
  | EnableModuleSettings
  | DisableModuleSettings
  | SetGuardSettings
  | DeleteGuardSettings

export type SettingsChangeTransactionInfo = {
  type: 'SettingsChange'
  dataDecoded: DataDecoded
  settingsInfo: SettingsInfo | null
}

export type CustomTransactionInfo = {
  type: 'Custom'
  to: AddressEx
  /** Calldata length in bytes, as a decimal string. */
  dataSize: string
  value: string
  methodName: string | null
  /** Number of calls inside a MultiSend batch. */
  actionCount: number | null
  /** A zero-value, empty-data call to the Safe itself (replaces a queued nonce). */
  isCancellation: boolean
  /**
   * Assent extension: an execution known only by its ExecutionSuccess/ExecutionFailure event
   * (non-L2 Safe executed through a contract, gateway RPC without tracing). `to`, `value` and
   * `dataSize` then say nothing about the call; nonce, status and hashes are real.
   */
  detailsUnavailable?: boolean
}

export type CreationTransactionInfo = {
  type: 'Creation'
  creator: AddressEx
  transactionHash: string
  implementation: AddressEx | null
  factory: AddressEx | null
}

/**
 * What a transaction does. The union holds the variants this client knows; a newer gateway's
 * other variants (e.g. swap orders) are passed through at run time, so keep a `default` branch.
 */
export type TransactionInfo =
  | TransferTransactionInfo
  | SettingsChangeTransactionInfo
  | CustomTransactionInfo
  | CreationTransactionInfo
