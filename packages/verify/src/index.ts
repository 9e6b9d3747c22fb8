// @assent/verify: the `assent-verify` command line on @assent/review, and what it is built of.

export {
  type CheckEvidenceFileParameters,
  type CheckEvidenceFileReturnType,
  checkEvidenceFile,
} from './checkEvidenceFile'
// The evidence file: written by `--evidence`, checked offline.
export {
  type BuildEvidenceParameters,
  type BuildEvidenceReturnType,
  buildEvidence,
  toEvidenceTransaction,
} from './evidence/buildEvidence'
export {
  EVIDENCE_FORMAT,
  type EvidenceFile,
  type EvidenceStorageProof,
  type EvidenceTransaction,
} from './evidence/evidenceFile'
export {
  type BlockHeader,
  type HashBlockHeaderParameters,
  type HashBlockHeaderReturnType,
  HEADER_FIELDS,
  hashBlockHeader,
  MalformedHeaderError,
} from './evidence/hashBlockHeader'
export {
  type ProvenSafeState,
  type ReadProvenSafeStateParameters,
  type ReadProvenSafeStateReturnType,
  readProvenSafeState,
} from './evidence/readProvenSafeState'
export {
  type SafeStorageSlot,
  type SafeStorageSlotsParameters,
  type SafeStorageSlotsReturnType,
  safeStorageSlots,
} from './evidence/safeStorageSlots'
export {
  type EvidenceCheck,
  type VerifyEvidenceParameters,
  type VerifyEvidenceReturnType,
  verifyEvidence,
} from './evidence/verifyEvidence'
export {
  EMPTY_TRIE_ROOT,
  MerkleProofError,
  type VerifyMerkleProofParameters,
  type VerifyMerkleProofReturnType,
  verifyMerkleProof,
} from './evidence/verifyMerkleProof'
export {
  type FindSafeTransactionParameters,
  type FindSafeTransactionReturnType,
  findSafeTransaction,
  TransactionNotFoundError,
} from './findSafeTransaction'
export {
  type FormatReviewParameters,
  type FormatReviewReturnType,
  formatReview,
} from './formatReview'
export {
  ArgumentError,
  type CheckEvidenceArguments,
  type ParseArgumentsParameters,
  type ParseArgumentsReturnType,
  parseArguments,
  USAGE,
  type VerifyArguments,
} from './parseArguments'
export {
  type ReviewFinding,
  type ReviewSafeTransactionParameters,
  type ReviewSafeTransactionReturnType,
  reviewSafeTransaction,
  type SafeTransactionReview,
  UnreadableTransactionError,
} from './reviewSafeTransaction'
export {
  bigintsAsStrings,
  type ReviewToJsonParameters,
  type ReviewToJsonReturnType,
  reviewToJson,
} from './reviewToJson'
export {
  type CliOutput,
  EXIT_CODES,
  type RunCliParameters,
  type RunCliReturnType,
  runCli,
} from './runCli'
