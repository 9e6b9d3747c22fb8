// @assent/verify: the `assent-verify` command line on @assent/review, and what it is built of.
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
