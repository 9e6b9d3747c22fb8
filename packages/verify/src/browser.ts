// @assent/verify/browser: what a web page may import (no node: module on this path): the
// review, the evidence file built from it, and its offline check.

export {
  type BuildEvidenceParameters,
  type BuildEvidenceReturnType,
  buildEvidence,
} from './evidence/buildEvidence'
export { EVIDENCE_FORMAT, type EvidenceFile } from './evidence/evidenceFile'
export {
  type EvidenceCheck,
  type VerifyEvidenceReturnType,
  verifyEvidence,
} from './evidence/verifyEvidence'
export {
  type ReviewSafeTransactionParameters,
  type ReviewSafeTransactionReturnType,
  reviewSafeTransaction,
  type SafeTransactionReview,
} from './reviewSafeTransaction'
