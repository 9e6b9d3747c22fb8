export * from './enums/chain'
export * from './enums/message'
export * from './enums/safeApps'
export * from './enums/transaction'
export { getSafeMessageTypedData, type SafeMessageParams } from './hash/getSafeMessageTypedData'
export { getSafeTxMessage, getSafeTxTypedData } from './hash/getSafeTxTypedData'
export { hashSafeMessageContent, type SafeMessageContent } from './hash/hashSafeMessageContent'
export { getSafeDomain } from './hash/safeDomain'
export { safeMessageHash } from './hash/safeMessageHash'
export { safeTxDomainHash } from './hash/safeTxDomainHash'
export { safeTxHash } from './hash/safeTxHash'
export { safeTxMessageHash } from './hash/safeTxMessageHash'
export { getSafeTxTypes } from './hash/safeTxTypes'
export type { SafeDomainParams, SafeTransactionData, SafeTxHashParams } from './hash/types'
export { compareSafeVersions, parseSafeVersion } from './version/compareSafeVersions'
export {
  safeVersionHasChainIdInDomain,
  safeVersionUsesBaseGas,
} from './version/safeVersionFeatures'
