// @assent/review: what Assent checks before an owner signs, free of React and of any wallet
// library. Every check reads the chain through a viem client the caller chose (never the
// gateway's word) and answers plain data; the web app renders it. Each function comes with its
// `XxxParameters` and `XxxReturnType` types; every refusal is a `ReviewError`.

// Spending limits (the Allowance module): owners' transactions, and a beneficiary's transfer
// checked against the limit before it is signed.
export {
  type AllowanceTransferReader,
  type AllowanceTransferTypedData,
  type AmountUnit,
  type EncodeAllowanceTransferParameters,
  type EncodeAllowanceTransferReturnType,
  encodeAllowanceTransfer,
  type PrepareAllowanceTransferParameters,
  type PreparedAllowanceTransfer,
  prepareAllowanceTransfer,
} from './allowances/prepareAllowanceTransfer'
export {
  type ReadSpendingLimitsParameters,
  type ReadSpendingLimitsReturnType,
  readSpendingLimits,
  type SpendingLimit,
  type SpendingLimitReader,
} from './allowances/readSpendingLimits'
export {
  type BuildDeleteSpendingLimitParameters,
  type BuildSetSpendingLimitParameters,
  buildDeleteSpendingLimit,
  buildRemoveSpendingLimitDelegate,
  buildResetSpendingLimit,
  buildSetSpendingLimit,
  SPENDING_LIMIT_RESET_PERIODS,
  type SpendingLimitTarget,
  type SpendingLimitTransaction,
} from './allowances/spendingLimitTransactions'
// Executing several queued transactions in one (the simulation: '@assent/review/simulateBatchExecution').
export {
  type BatchCandidate,
  type BatchCandidateBlockerParameters,
  type BatchCandidateBlockerReturnType,
  batchCandidateBlocker,
  type CheckBatchSelectionParameters,
  type CheckBatchSelectionReturnType,
  checkBatchSelection,
} from './batch/checkBatchSelection'
export {
  type BatchExecutionItem,
  type BatchMultiSendCallOnlyParameters,
  type BatchMultiSendCallOnlyReturnType,
  batchMultiSendCallOnly,
  type EncodeBatchExecutionParameters,
  type EncodeBatchExecutionReturnType,
  encodeBatchExecution,
} from './batch/encodeBatchExecution'
export {
  type BatchItemOutcome,
  type BatchLog,
  type BatchLogSegment,
  type SplitBatchLogsParameters,
  splitBatchLogs,
} from './batch/splitBatchLogs'
// Local decoding.
export {
  type DecodeCallLocallyParameters,
  type DecodeCallLocallyReturnType,
  type DecodedParam,
  decodeCallLocally,
  type LocalCall,
} from './decode/decodeCallLocally'
// What a hardware wallet shows when it signs typed data it cannot display (blind signing).
export {
  type SafeMessageDeviceHashesParameters,
  type SafeMessageDeviceHashesReturnType,
  safeMessageDeviceHashes,
} from './device/safeMessageDeviceHashes'
export {
  type DeviceHashes,
  type TypedDataDeviceHashesParameters,
  type TypedDataDeviceHashesReturnType,
  typedDataDeviceHashes,
} from './device/typedDataDeviceHashes'
// Errors: every refusal of the checker is a ReviewError.
export { ReviewError, type ReviewErrorParameters } from './errors/base'
export { ChainMismatchError, NoContractError, TooManyModulesError } from './errors/chain'
export { SafeAlreadyDeployedError, SafeFactoryMismatchError } from './errors/counterfactual'
export { ReplacementFeeTooLowError } from './errors/replacement'
export { SimulationUnavailableError } from './errors/simulation'
export {
  AllowanceModuleMissingError,
  SpendingLimitError,
  SpendingLimitInputError,
  type SpendingLimitRefusal,
} from './errors/spendingLimit'
export { PrimaryTypeInferenceError } from './errors/typedData'
// Execution.
export {
  type BuildExecutionSignaturesParameters,
  type BuildExecutionSignaturesReturnType,
  buildExecutionSignatures,
  type ExecutionSignatures,
} from './execute/buildExecutionSignatures'
export { executedSafeTxHash } from './execute/executedSafeTxHash'
export {
  type SignAndExecuteOffer,
  type SignAndExecuteOfferParameters,
  type SignAndExecuteOfferReturnType,
  signAndExecuteOffer,
} from './execute/signAndExecuteOffer'
// Messages.
export {
  type CheckMessageHashParameters,
  type CheckMessageHashReturnType,
  checkMessageHash,
  type MessageHashCheck,
} from './messages/checkMessageHash'
export {
  type CheckSignatureOnChainParameters,
  type CheckSignatureOnChainReturnType,
  checkSignatureOnChain,
} from './messages/checkSignatureOnChain'
export {
  type CheckSignMessageCallParameters,
  type CheckSignMessageCallReturnType,
  checkSignMessageCall,
} from './messages/checkSignMessageCall'
export {
  type InferPrimaryTypeParameters,
  type InferPrimaryTypeReturnType,
  inferPrimaryType,
} from './messages/inferPrimaryType'
export type { LooseTypedData } from './messages/looseTypedData'
export {
  type DescribeMessageRisksParameters,
  type DescribeMessageRisksReturnType,
  describeMessageRisks,
} from './messages/risks/describeMessageRisks'
export type {
  MessageNotice,
  MessageRisk,
  MessageRiskFindings,
  MessageRiskSafe,
} from './messages/risks/messageRisk'
export {
  type MessageSigningBlockersParameters,
  type MessageSigningBlockersReturnType,
  messageSigningBlockers,
} from './messages/risks/messageSigningBlockers'
export {
  type SignedField,
  type SignedTypedData,
  type SignedTypedDataParameters,
  type SignedTypedDataReturnType,
  type SignedValue,
  signedTypedData,
} from './messages/signedTypedData'
export {
  type ToJsonTypedDataParameters,
  type ToJsonTypedDataReturnType,
  toJsonTypedData,
} from './messages/toJsonTypedData'
export {
  type ToTypedDataDefinitionParameters,
  type ToTypedDataDefinitionReturnType,
  toTypedDataDefinition,
} from './messages/toTypedDataDefinition'
export {
  type VerifiedPreparedSignatureParameters,
  type VerifiedPreparedSignatureReturnType,
  verifiedPreparedSignature,
} from './messages/verifiedPreparedSignature'
export {
  type MessageVerification,
  type VerifySafeMessageParameters,
  type VerifySafeMessageReturnType,
  verifySafeMessage,
} from './messages/verifySafeMessage'
// Nested Safes: approvals of another Safe's transaction, and signing as an owner Safe.
export {
  type BuildParentContractSignatureParameters,
  type BuildParentContractSignatureReturnType,
  buildParentContractSignature,
} from './nested/buildParentContractSignature'
export {
  type ChildCallsLegacyEip1271Parameters,
  type ChildCallsLegacyEip1271ReturnType,
  childCallsLegacyEip1271,
} from './nested/childCallsLegacyEip1271'
export {
  type ChildSimulationFindings,
  type CollectNestedApprovalRisksParameters,
  type CollectNestedApprovalRisksReturnType,
  collectNestedApprovalRisks,
  NESTED_APPROVAL_WORD,
  type NestedApprovalEntry,
} from './nested/collectNestedApprovalRisks'
export {
  type FindNestedApprovalsParameters,
  type FindNestedApprovalsReturnType,
  findNestedApprovals,
  type NestedApproval,
} from './nested/findNestedApprovals'
export {
  type ParentSafeMessageTypedDataParameters,
  type ParentSafeMessageTypedDataReturnType,
  parentSafeMessageTypedData,
} from './nested/parentSafeMessageTypedData'
export {
  type ParentSigningSupport,
  type ParentSigningSupportParameters,
  type ParentSigningSupportReturnType,
  parentSigningSupport,
} from './nested/parentSigningSupport'
export {
  type NestedApprovalResolution,
  type ResolveNestedApprovalClients,
  type ResolveNestedApprovalParameters,
  type ResolveNestedApprovalReturnType,
  resolveNestedApproval,
} from './nested/resolveNestedApproval'
// Reads of the chain.
export {
  type CounterfactualSafeReader,
  type PredictCounterfactualSafeParameters,
  type PredictCounterfactualSafeReturnType,
  predictCounterfactualSafe,
} from './onchain/predictCounterfactualSafe'
export {
  type OnChainSafeState,
  type ReadOnChainSafeStateParameters,
  type ReadOnChainSafeStateReturnType,
  readOnChainSafeState,
  type SafeStateReader,
} from './onchain/readOnChainSafeState'
export {
  type OnChainTokenInfo,
  type ReadTokenInfoParameters,
  type ReadTokenInfoReturnType,
  readTokenInfo,
  type TokenInfoReader,
} from './onchain/readTokenInfo'
// Payouts: a CSV of token, receiver and amount checked line by line and built into one batch.
export {
  type BuildPayoutBatchParameters,
  type BuildPayoutBatchReturnType,
  buildPayoutBatch,
} from './payouts/buildPayoutBatch'
export {
  type CheckPayoutLinesParameters,
  type CheckPayoutLinesReturnType,
  checkPayoutLines,
} from './payouts/checkPayoutLines'
export {
  MAX_PAYOUT_LINES,
  type ParsePayoutCsvParameters,
  type ParsePayoutCsvReturnType,
  parsePayoutCsv,
} from './payouts/parsePayoutCsv'
export type {
  PayoutIssue,
  PayoutLine,
  PayoutTokenType,
  PayoutTotal,
  PayoutTransfer,
} from './payouts/payoutTypes'
export {
  type PreparePayoutsParameters,
  type PreparePayoutsReturnType,
  preparePayouts,
} from './payouts/preparePayouts'
export {
  type PayoutTokenRead,
  type PayoutTokenReader,
  type ReadPayoutTokensParameters,
  type ReadPayoutTokensReturnType,
  readPayoutTokens,
} from './payouts/readPayoutTokens'
// Queue operations.
export {
  type CheckProposalDeletionParameters,
  type CheckProposalDeletionReturnType,
  checkProposalDeletion,
  PROPOSAL_DELETION_TEXTS,
  type ProposalDeletionCheck,
  type ProposalDeletionEffect,
  type ProposalDeletionRefusal,
} from './queue/checkProposalDeletion'
// Replacing a pending execution: speed-up and cancel at the same account nonce.
export {
  type BuildReplacementTransactionParameters,
  type BuildReplacementTransactionReturnType,
  buildReplacementTransaction,
  type ReplacementKind,
  type SentTransaction,
} from './replacement/buildReplacementTransaction'
export {
  type CheckReplacementFeesParameters,
  type CheckReplacementFeesReturnType,
  checkReplacementFees,
} from './replacement/checkReplacementFees'
export {
  type FindLandedTransactionParameters,
  type FindLandedTransactionReturnType,
  findLandedTransaction,
  type LandedTransactionReader,
  type SentAttempt,
} from './replacement/findLandedTransaction'
export {
  type Eip1559Fees,
  type MinimumReplacementFeesParameters,
  type MinimumReplacementFeesReturnType,
  minimumReplacementFees,
  REPLACEMENT_BUMP_PERCENT,
} from './replacement/minimumReplacementFees'
export {
  type MarketFeesReader,
  type ReadReplacementMarketFeesReturnType,
  readReplacementMarketFees,
} from './replacement/readReplacementMarketFees'
export {
  type SuggestReplacementFeesParameters,
  type SuggestReplacementFeesReturnType,
  suggestReplacementFees,
} from './replacement/suggestReplacementFees'
// Risks the signer must acknowledge, and what blocks signing.
export {
  type AssessDelegateCallsParameters,
  type AssessDelegateCallsReturnType,
  assessDelegateCalls,
  DELEGATECALL_ACK_WORD,
  type DecodeProblem,
  type DelegateCallAssessment,
  type DelegateCallFinding,
} from './risks/assessDelegateCalls'
export {
  type AssessRefundParameters,
  type AssessRefundReturnType,
  assessRefund,
  type RefundAssessment,
} from './risks/assessRefund'
export {
  type CollectSigningRisksParameters,
  type CollectSigningRisksReturnType,
  collectSigningRisks,
} from './risks/collectSigningRisks'
export {
  type CriticalChangeRisksParameters,
  type CriticalChangeRisksReturnType,
  criticalChangeRisks,
  type OwnerChangeSummary,
} from './risks/criticalChangeRisks'
export {
  type DelegateCallKind,
  type DelegateCallKindParameters,
  type DelegateCallKindReturnType,
  delegateCallKind,
} from './risks/delegateCallKind'
export {
  type DetailsPayRefundParameters,
  type DetailsPayRefundReturnType,
  detailsPayRefund,
} from './risks/detailsPayRefund'
export {
  type CriticalChange,
  type FindCriticalChangesParameters,
  type FindCriticalChangesReturnType,
  findCriticalChanges,
  UNDECODED_PART,
} from './risks/findCriticalChanges'
export {
  type FormatRefundParameters,
  type FormatRefundReturnType,
  formatRefund,
  type RefundTokenInfo,
} from './risks/formatRefund'
export {
  type IsDelegateCallAcknowledgedParameters,
  type IsDelegateCallAcknowledgedReturnType,
  isDelegateCallAcknowledged,
} from './risks/isDelegateCallAcknowledged'
export {
  type IsRiskAcknowledgedParameters,
  type IsRiskAcknowledgedReturnType,
  isRiskAcknowledged,
} from './risks/isRiskAcknowledged'
export {
  type ResultingOwners,
  type ResultingOwnersParameters,
  type ResultingOwnersReturnType,
  resultingOwners,
} from './risks/resultingOwners'
export type { MessageRiskId, SigningRisk } from './risks/signingRisk'
// Simulation and what it shows.
export {
  type AnalyseTransactionParameters,
  type AnalyseTransactionReturnType,
  analyseTransaction,
} from './simulation/analysis/analyseTransaction'
export {
  type CollectSimulationFindingsParameters,
  type CollectSimulationFindingsReturnType,
  collectSimulationFindings,
  type SimulationNotice,
} from './simulation/analysis/collectSimulationFindings'
export type { SafeSettingChange } from './simulation/analysis/compareSafeSettings'
export {
  type FindLookAlikesParameters,
  type FindLookAlikesReturnType,
  findLookAlikes,
  type KnownAddress,
  type LookAlike,
} from './simulation/analysis/findLookAlikes'
export {
  PAST_COUNTERPARTY_NAMES,
  type PastCounterpartiesParameters,
  type PastCounterpartiesReturnType,
  pastCounterparties,
} from './simulation/analysis/pastCounterparties'
export {
  type ApprovalGrant,
  type AssetChange,
  readAssetChanges,
} from './simulation/analysis/readAssetChanges'
export {
  type SimulatedOwnerChangeRiskParameters,
  type SimulatedOwnerChangeRiskReturnType,
  simulatedOwnerChangeRisk,
} from './simulation/analysis/simulatedOwnerChangeRisk'
export type {
  AnalysisClient,
  ReportToken,
  SimulationReport,
} from './simulation/analysis/simulationReport'
// The not-yet-executable execution, for a verifier that re-runs it over proven state.
export {
  buildSimulationCall,
  type SimulationCall,
  type StorageOverride,
} from './simulation/engine/buildSimulationCall'
export { outcomeFromLogs } from './simulation/engine/outcomeFromLogs'
export {
  type RunSimulationParameters,
  type RunSimulationReturnType,
  runSimulation,
} from './simulation/engine/runSimulation'
export type { SimulationClient } from './simulation/engine/simulationContext'
export type {
  NativeTransfer,
  PostSafeState,
  SimulatedLog,
  SimulationMode,
  SimulationRun,
} from './simulation/engine/types'
// Transactions: hash, confirmations and the gateway's Safe against the chain.
export {
  type CheckSummaryMatchesCallParameters,
  type CheckSummaryMatchesCallReturnType,
  checkSummaryMatchesCall,
} from './verification/checkSummaryMatchesCall'
export {
  type CompareSafeStateParameters,
  type CompareSafeStateReturnType,
  compareSafeState,
  type SafeState,
} from './verification/compareSafeState'
export {
  type ConfirmationNoticesParameters,
  type ConfirmationNoticesReturnType,
  confirmationNotices,
  type VerificationNotice,
  type VerificationNoticeCode,
} from './verification/confirmationNotices'
export {
  type SafeStateFromGatewayParameters,
  type SafeStateFromGatewayReturnType,
  safeStateFromGateway,
} from './verification/safeStateFromGateway'
export {
  type SigningBlockersParameters,
  type SigningBlockersReturnType,
  signingBlockers,
} from './verification/signingBlockers'
export {
  type TypedDataField,
  type TypedDataFieldsParameters,
  type TypedDataFieldsReturnType,
  typedDataFields,
} from './verification/typedDataFields'
export {
  type ConfirmationCheck,
  type ConfirmationStatus,
  type TransactionVerification,
  type VerificationProblem,
  type VerificationProblemCode,
  type VerifyTransactionParameters,
  type VerifyTransactionReturnType,
  verifyTransaction,
} from './verification/verifyTransaction'
