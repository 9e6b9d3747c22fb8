// @assent/review: what Assent checks before an owner signs, free of React and of any wallet
// library. Every check reads the chain through a viem client the caller chose (never the
// gateway's word) and answers plain data; the web app renders it.

// Local decoding.
export { type DecodedParam, decodeCallLocally, type LocalCall } from './decode/decodeCallLocally'
// What a hardware wallet shows when it signs typed data it cannot display (blind signing).
export { safeMessageDeviceHashes } from './device/safeMessageDeviceHashes'
export { type DeviceHashes, typedDataDeviceHashes } from './device/typedDataDeviceHashes'
// Execution.
export {
  buildExecutionSignatures,
  type ExecutionSignatures,
} from './execute/buildExecutionSignatures'
export { checkMessageHash, type MessageHashCheck } from './messages/checkMessageHash'
export { checkSignatureOnChain } from './messages/checkSignatureOnChain'
export { checkSignMessageCall } from './messages/checkSignMessageCall'
export {
  describeMessageRisks,
  type MessageNotice,
  type MessageRisk,
  type MessageRiskFindings,
  type MessageRiskId,
  type MessageRiskSafe,
} from './messages/risks/describeMessageRisks'
export { messageSigningBlockers } from './messages/risks/messageSigningBlockers'
export {
  type SignedField,
  type SignedTypedData,
  type SignedValue,
  signedTypedData,
} from './messages/signedTypedData'
export {
  inferPrimaryType,
  type LooseTypedData,
  toJsonTypedData,
  toTypedDataDefinition,
} from './messages/toTypedDataDefinition'
export { verifiedPreparedSignature } from './messages/verifiedPreparedSignature'
// Messages.
export { type MessageVerification, verifySafeMessage } from './messages/verifySafeMessage'
export {
  type ChildSimulationFindings,
  collectNestedApprovalRisks,
  NESTED_APPROVAL_WORD,
  type NestedApprovalEntry,
} from './nested/collectNestedApprovalRisks'
// Nested Safes: approvals of another Safe's transaction, and signing as an owner Safe.
export { findNestedApprovals, type NestedApproval } from './nested/findNestedApprovals'
export {
  buildParentContractSignature,
  childCallsLegacyEip1271,
  type ParentSigningSupport,
  parentSafeMessageTypedData,
  parentSigningSupport,
} from './nested/parentSafeMessage'
export {
  type NestedApprovalResolution,
  resolveNestedApproval,
} from './nested/resolveNestedApproval'
// Reads of the chain.
export {
  type OnChainSafeState,
  readOnChainSafeState,
  type SafeStateReader,
} from './onchain/readOnChainSafeState'
export { type OnChainTokenInfo, readTokenInfo, type TokenInfoReader } from './onchain/readTokenInfo'
// Risks the signer must acknowledge, and what blocks signing.
export {
  assessDelegateCalls,
  DELEGATECALL_ACK_WORD,
  type DelegateCallAssessment,
  type DelegateCallFinding,
  isDelegateCallAcknowledged,
} from './risks/assessDelegateCalls'
export { assessRefund, type RefundAssessment } from './risks/assessRefund'
export {
  criticalChangeRisks,
  type OwnerChangeSummary,
  simulatedOwnerChangeRisk,
} from './risks/criticalChangeRisks'
export { type DelegateCallKind, delegateCallKind } from './risks/delegateCallKind'
export { detailsPayRefund } from './risks/detailsPayRefund'
export { type CriticalChange, findCriticalChanges } from './risks/findCriticalChanges'
export { formatRefund, type RefundTokenInfo } from './risks/formatRefund'
export { type ResultingOwners, resultingOwners } from './risks/resultingOwners'
export { signingBlockers } from './risks/signingBlockers'
export { collectSigningRisks, isRiskAcknowledged, type SigningRisk } from './risks/signingRisks'
export {
  type AnalysisClient,
  analyseTransaction,
  type ReportToken,
  type SimulationReport,
} from './simulation/analysis/analyseTransaction'
export type { ApprovalGrant, AssetChange } from './simulation/analysis/assetChanges'
export {
  collectSimulationFindings,
  type SimulationNotice,
} from './simulation/analysis/collectSimulationFindings'
export {
  findLookAlikes,
  type KnownAddress,
  type LookAlike,
} from './simulation/analysis/findLookAlikes'
export {
  PAST_COUNTERPARTY_NAMES,
  pastCounterparties,
} from './simulation/analysis/pastCounterparties'
export type { SafeSettingChange } from './simulation/analysis/safeSettingsChanges'
// Simulation and what it shows.
export { runSimulation } from './simulation/engine/runSimulation'
export type { SimulationMode, SimulationRun } from './simulation/engine/types'
export { checkSummaryMatchesCall } from './verification/checkSummaryMatchesCall'
export {
  compareSafeState,
  type SafeState,
  safeStateFromGateway,
} from './verification/compareSafeState'
export {
  confirmationNotices,
  type VerificationNotice,
  type VerificationNoticeCode,
} from './verification/confirmationNotices'
export { type TypedDataField, typedDataFields } from './verification/typedDataFields'
// Transactions: hash, confirmations and the gateway's Safe against the chain.
export {
  type ConfirmationCheck,
  type ConfirmationStatus,
  type TransactionVerification,
  type VerificationProblem,
  type VerificationProblemCode,
  type VerifyTransactionParams,
  verifyTransaction,
} from './verification/verifyTransaction'
