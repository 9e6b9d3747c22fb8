export { ALLOWANCE_MODULE_0_1_1, allowanceModuleAbi } from './abi/allowanceModuleAbi'
export { compatibilityFallbackHandlerAbi } from './abi/compatibilityFallbackHandlerAbi'
export { decodeSafeCall, type SafeCall } from './abi/decodeSafeCall'
export { legacySafeAbi } from './abi/legacySafeAbi'
export { multiSendAbi } from './abi/multiSendAbi'
export { parseProxyCreations, proxyCreation130Abi } from './abi/proxyCreationEvents'
export { safeAbi } from './abi/safeAbi'
export { SAFE_MIGRATION_1_4_1, safeMigrationAbi } from './abi/safeMigrationAbi'
export { safeProxyFactoryAbi } from './abi/safeProxyFactoryAbi'
export { getSettingsChangeType, SETTINGS_CHANGE_METHODS } from './abi/settingsChange'
export { signMessageLibAbi } from './abi/signMessageLibAbi'
export { erc20Abi, erc721Abi } from './abi/tokenAbis'
export { formatEip3770 } from './address/formatEip3770'
export { isChecksummedAddress } from './address/isChecksummedAddress'
export { isStoredTransactionHash } from './address/isStoredTransactionHash'
export {
  checkChainShortName,
  getKnownChainIdByShortName,
  getKnownChainShortName,
  KNOWN_CHAIN_SHORT_NAMES,
  type ShortNameCheck,
} from './address/knownChainShortNames'
export { parseEip3770 } from './address/parseEip3770'
export { splitEip3770 } from './address/splitEip3770'
export { toChecksumAddress } from './address/toChecksumAddress'
export { checkProposerRemoval } from './delegates/checkProposerRemoval'
export {
  checkProposerRequest,
  PROPOSER_NAME_MAX,
  type ProposerRequest,
  type ProposerRequestErrors,
} from './delegates/checkProposerRequest'
export { DELEGATE_TOTP_MS, delegateTotp, delegateTypedData } from './delegates/delegateTypedData'
export { type DelegateEntry, findProposerEntry } from './delegates/findProposerEntry'
export {
  getKnownSafeProxyFactory,
  getKnownSafeSingleton,
  getSignMessageLibAddresses,
  isKnownDelegateCallTarget,
  KNOWN_SAFE_PROXY_FACTORIES,
  KNOWN_SAFE_SINGLETONS,
  LATEST_SAFE_VERSION,
  SAFE_1_1_1_DEPLOYMENTS,
  SAFE_1_2_0_DEPLOYMENTS,
  SAFE_1_3_0_EIP155_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  SAFE_PROXY_CODE_HASHES,
  SAFE_PROXY_FACTORY_CODE_HASHES,
} from './deployments'
export * from './enums/chain'
export * from './enums/message'
export * from './enums/safeApps'
export * from './enums/transaction'
export {
  BaseError,
  DuplicateSignerError,
  InvalidSafeSetupError,
  InvalidSafeTransactionError,
  InvalidSafeVersionError,
  InvalidSignatureError,
} from './errors/BaseError'
export { deleteRequestTotp, deleteRequestTypedData } from './hash/deleteRequestTypedData'
export {
  getSafeMessageTypedData,
  type SafeMessageParams,
  type SafeMessageTypedData,
} from './hash/getSafeMessageTypedData'
export {
  getSafeTxMessage,
  getSafeTxTypedData,
  type SafeTxTypedData,
} from './hash/getSafeTxTypedData'
export { hashSafeMessageContent, type SafeMessageContent } from './hash/hashSafeMessageContent'
export { getSafeDomain } from './hash/safeDomain'
export { safeMessageHash } from './hash/safeMessageHash'
export { safeTxDomainHash } from './hash/safeTxDomainHash'
export { safeTxHash } from './hash/safeTxHash'
export { safeTxMessageHash } from './hash/safeTxMessageHash'
export { safeTxPreimage } from './hash/safeTxPreimage'
export { getSafeTxTypes } from './hash/safeTxTypes'
export type { SafeDomainParams, SafeTransactionData, SafeTxHashParams } from './hash/types'
export {
  decodeMultiSendData,
  isMultiSendCalldata,
  MULTI_SEND_SELECTOR,
} from './multisend/decodeMultiSendData'
export {
  DEFAULT_MAX_BATCH_DEPTH,
  type DecodeSafeCallTreeOptions,
  decodeSafeCallTree,
} from './multisend/decodeSafeCallTree'
export { encodeMultiSendCall } from './multisend/encodeMultiSendCall'
export { encodeMultiSendData } from './multisend/encodeMultiSendData'
export { flattenSafeCallTree, listSafeCallProblems } from './multisend/flattenSafeCallTree'
export { isMultiSendCallOnlyCompatible } from './multisend/isMultiSendCallOnlyCompatible'
export type {
  MetaTransaction,
  SafeCallNode,
  SafeCallProblem,
  SafeCallProblemKind,
} from './multisend/types'
export { decodeTxNote } from './notes/decodeTxNote'
export { encodeTxNote, TX_NOTE_MAX_LENGTH, type TxOriginApp } from './notes/encodeTxNote'
export {
  type CheckedSafeSetup,
  checkSafeSetup,
  PREDICTABLE_SAFE_VERSIONS,
  type PredictableSafeVersion,
  SAFE_SETUP_ERRORS,
  type SafeSetupInput,
} from './proxy/checkSafeSetup'
export {
  type CounterfactualSafeDeployment,
  counterfactualSafeDeployment,
  SAFE_OWNS_ITSELF_ERROR,
} from './proxy/counterfactualSafeDeployment'
export {
  predictSafeProxyAddress,
  type SafeProxyCreation,
} from './proxy/predictSafeProxyAddress'
export { steadyReceiptActions, waitForReceipt } from './receipt/waitForReceipt'
export { adjustVForEthSign } from './signatures/adjustVForEthSign'
export type { ContractSignatureCaller } from './signatures/askOwnerContract'
export {
  asTypedDataDefinition,
  type RuntimeTypedData,
} from './signatures/asTypedDataDefinition'
export { buildSignatureBytes } from './signatures/buildSignatureBytes'
export { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from './signatures/constants'
export { getSignatureKind } from './signatures/getSignatureKind'
export {
  type IsValidSignatureForm,
  isValidSignatureFormOf,
} from './signatures/isValidSignatureFormOf'
export { parseSignatureBytes } from './signatures/parseSignatureBytes'
export { preValidatedSignature } from './signatures/preValidatedSignature'
export { readContractSignature } from './signatures/readContractSignature'
export { recoverSafeSignature } from './signatures/recoverSafeSignature'
export { splitSignature } from './signatures/splitSignature'
export { typedDataPreimage } from './signatures/typedDataPreimage'
export type {
  ParsedSafeSignature,
  RecoveredSafeSignature,
  SafeSignature,
  SafeSignatureCheck,
  SafeSignatureFailure,
  SafeSignatureProof,
  SignatureKind,
} from './signatures/types'
export {
  type SafeConfirmationCheck,
  type SafeConfirmationInput,
  type SafeConfirmationsVerification,
  verifySafeConfirmations,
} from './signatures/verifySafeConfirmations'
export {
  type VerifySafeSignatureParams,
  verifySafeSignature,
} from './signatures/verifySafeSignature'
export {
  buildSafeTransaction,
  type SafeTransactionInput,
} from './transaction/buildSafeTransaction'
export {
  decodeExecTransaction,
  EXEC_TRANSACTION_SELECTOR,
  type ExecTransactionArgs,
} from './transaction/decodeExecTransaction'
export { encodeExecTransaction } from './transaction/encodeExecTransaction'
export { fromSafeTxRow, type SafeTxRow, toSafeTxRow } from './transaction/safeTxRow'
export {
  type BuildTxBuilderFileParameters,
  buildTxBuilderFile,
  TX_BUILDER_FORMAT_VERSION,
} from './txbuilder/buildTxBuilderFile'
export {
  encodeTxBuilderMethodCall,
  TxBuilderMethodError,
} from './txbuilder/encodeTxBuilderMethodCall'
export {
  type ParseTxBuilderFileParameters,
  type ParseTxBuilderFileReturnType,
  parseTxBuilderFile,
  TxBuilderFileError,
} from './txbuilder/parseTxBuilderFile'
export { serializeForTxBuilderChecksum } from './txbuilder/serializeForTxBuilderChecksum'
export { txBuilderChecksum } from './txbuilder/txBuilderChecksum'
export type {
  TxBuilderContractMethod,
  TxBuilderFile,
  TxBuilderMethodInput,
  TxBuilderTransaction,
} from './txbuilder/txBuilderTypes'
export { compareSafeVersions, parseSafeVersion } from './version/compareSafeVersions'
export {
  safeVersionHasChainIdInDomain,
  safeVersionUsesBaseGas,
} from './version/safeVersionFeatures'
