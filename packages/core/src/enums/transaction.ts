/** Lifecycle status of a Safe transaction as the gateway reports it. */
export const TransactionStatus = {
  AWAITING_CONFIRMATIONS: 'AWAITING_CONFIRMATIONS',
  AWAITING_EXECUTION: 'AWAITING_EXECUTION',
  CANCELLED: 'CANCELLED',
  FAILED: 'FAILED',
  SUCCESS: 'SUCCESS',
} as const
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus]

/** Safe `Enum.Operation`: the numeric value is what the contract and the EIP-712 hash use. */
export const Operation = { CALL: 0, DELEGATE: 1 } as const
export type Operation = (typeof Operation)[keyof typeof Operation]

export const TransferDirection = {
  INCOMING: 'INCOMING',
  OUTGOING: 'OUTGOING',
  UNKNOWN: 'UNKNOWN',
} as const
export type TransferDirection = (typeof TransferDirection)[keyof typeof TransferDirection]

/** Token type of balances and collectibles. */
export const TokenType = {
  ERC20: 'ERC20',
  ERC721: 'ERC721',
  NATIVE_TOKEN: 'NATIVE_TOKEN',
} as const
export type TokenType = (typeof TokenType)[keyof typeof TokenType]

/** Token type inside transfer info; the gateway names native transfers NATIVE_COIN here. */
export const TransactionTokenType = {
  ERC20: 'ERC20',
  ERC721: 'ERC721',
  NATIVE_COIN: 'NATIVE_COIN',
} as const
export type TransactionTokenType = (typeof TransactionTokenType)[keyof typeof TransactionTokenType]

/**
 * Kind of `txInfo`. Keys follow safe-gateway-typescript-sdk (`TRANSFER`); the wire spelling
 * (`Transfer`) is accepted as a key too so code can mirror either the SDK or the JSON.
 */
export const TransactionInfoType = {
  TRANSFER: 'Transfer',
  SETTINGS_CHANGE: 'SettingsChange',
  CUSTOM: 'Custom',
  CREATION: 'Creation',
  Transfer: 'Transfer',
  SettingsChange: 'SettingsChange',
  Custom: 'Custom',
  Creation: 'Creation',
} as const
export type TransactionInfoType = (typeof TransactionInfoType)[keyof typeof TransactionInfoType]

/** The ten settings-change kinds of a Safe. */
export const SettingsInfoType = {
  SET_FALLBACK_HANDLER: 'SET_FALLBACK_HANDLER',
  ADD_OWNER: 'ADD_OWNER',
  REMOVE_OWNER: 'REMOVE_OWNER',
  SWAP_OWNER: 'SWAP_OWNER',
  CHANGE_THRESHOLD: 'CHANGE_THRESHOLD',
  CHANGE_IMPLEMENTATION: 'CHANGE_IMPLEMENTATION',
  ENABLE_MODULE: 'ENABLE_MODULE',
  DISABLE_MODULE: 'DISABLE_MODULE',
  SET_GUARD: 'SET_GUARD',
  DELETE_GUARD: 'DELETE_GUARD',
} as const
export type SettingsInfoType = (typeof SettingsInfoType)[keyof typeof SettingsInfoType]

/** Conflict marker of queued items; keys as in the SDK (`None`) plus SCREAMING_CASE aliases. */
export const ConflictType = {
  None: 'None',
  HasNext: 'HasNext',
  End: 'End',
  NONE: 'None',
  HAS_NEXT: 'HasNext',
  END: 'End',
} as const
export type ConflictType = (typeof ConflictType)[keyof typeof ConflictType]

export const TransactionListItemType = {
  TRANSACTION: 'TRANSACTION',
  LABEL: 'LABEL',
  CONFLICT_HEADER: 'CONFLICT_HEADER',
  DATE_LABEL: 'DATE_LABEL',
} as const
export type TransactionListItemType =
  (typeof TransactionListItemType)[keyof typeof TransactionListItemType]

/** Label of queue sections; keys as in the SDK (`Queued`) plus SCREAMING_CASE aliases. */
export const LabelValue = {
  Queued: 'Queued',
  Next: 'Next',
  QUEUED: 'Queued',
  NEXT: 'Next',
} as const
export type LabelValue = (typeof LabelValue)[keyof typeof LabelValue]

export const DetailedExecutionInfoType = {
  MULTISIG: 'MULTISIG',
  MODULE: 'MODULE',
} as const
export type DetailedExecutionInfoType =
  (typeof DetailedExecutionInfoType)[keyof typeof DetailedExecutionInfoType]
