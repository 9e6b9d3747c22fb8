import {
  getSafeTxTypedData,
  type SafeConfirmationCheck,
  type SafeTransactionData,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
  typedDataPreimage,
  verifySafeConfirmations,
} from '@assent/core'
import { type TransactionDetails, toSafeTransactionData } from '@assent/gateway-client'
import { type Address, type Hex, isAddressEqual, type PublicClient } from 'viem'
import { checkSummaryMatchesCall } from './checkSummaryMatchesCall'
import { confirmationNotices, type VerificationNotice } from './confirmationNotices'

export type VerificationProblemCode =
  | 'missing-fields'
  | 'unknown-version'
  | 'wrong-safe'
  | 'hash-mismatch'
  | 'bad-confirmation'
  | 'summary-mismatch'
  | 'safe-state-mismatch'

/** Something that makes signing or executing unsafe; the UI blocks and shows it in red. */
export type VerificationProblem = {
  code: VerificationProblemCode
  message: string
  /** What we computed or expected ourselves. */
  expected?: string
  /** What the gateway said. */
  received?: string
}

/**
 * One confirmation the gateway lists, checked here: `status` is 'verified' (proven: recovered
 * locally, or approval / EIP-1271 proven on chain), 'unverified' (could not be proven: no
 * independent RPC, or it failed) or 'invalid' (proven wrong). Only verified ones count.
 */
export type ConfirmationCheck = SafeConfirmationCheck
export type ConfirmationStatus = ConfirmationCheck['status']

export type {
  VerificationNotice,
  VerificationNoticeCode,
} from './confirmationNotices'

/** A transaction as checked here: its hashes, each confirmation, problems and notices. */
export type TransactionVerification = {
  tx?: SafeTransactionData
  localSafeTxHash?: Hex
  domainHash?: Hex
  messageHash?: Hex
  gatewaySafeTxHash?: string
  confirmations: ConfirmationCheck[]
  /** Distinct owners whose confirmation is proven: the only ones that count. */
  verifiedSigners: Address[]
  /** At least one confirmation, every one verified, none listed twice. */
  allConfirmationsVerified: boolean
  problems: VerificationProblem[]
  notices: VerificationNotice[]
  /** No problem found: signing and executing may go ahead (on verified confirmations only). */
  ok: boolean
}

/** Parameters of `verifyTransaction`. */
export type VerifyTransactionParameters = {
  details: TransactionDetails
  chainId: number | bigint
  safeAddress: Address
  /** The Safe's version (from its info); it decides the EIP-712 layout. */
  safeVersion: string | null
  /**
   * Current owners of the Safe; confirmations must come from them. `null` for an executed
   * transaction, whose signers may have been owners then and removed since.
   */
  owners: readonly string[] | null
  /**
   * An RPC independent of the gateway (the wallet's or a pinned one) to prove approved hashes
   * and contract signatures on chain; without one they stay 'unverified'.
   */
  client: PublicClient | undefined
}

/** What `verifyTransaction` answers. */
export type VerifyTransactionReturnType = TransactionVerification

/**
 * Checks a queued transaction before anyone signs or executes it, trusting nothing the gateway
 * computed: the safeTxHash is recomputed from the transaction's own fields and the Safe's
 * version, the transaction must belong to this Safe, the gateway's summary must describe the
 * call, and every listed confirmation must be from the owner it claims (ECDSA recovered over
 * our hash; approvals and contract signatures proven on chain through `client`), who must
 * still be an owner. A signer listed twice counts once; an empty list, unproven confirmations
 * and a proposer without a verified confirmation are labelled.
 * @example const { ok, problems, verifiedSigners } = await verifyTransaction({ details, chainId: 1, safeAddress, safeVersion: '1.4.1', owners, client })
 */
export async function verifyTransaction({
  details,
  chainId,
  safeAddress,
  safeVersion,
  owners,
  client,
}: VerifyTransactionParameters): Promise<VerifyTransactionReturnType> {
  const problems: VerificationProblem[] = []
  const execution =
    details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo : undefined
  const gatewaySafeTxHash = execution?.safeTxHash
  const fields = toSafeTransactionData(details)
  if (!fields.ok) {
    problems.push({ code: 'missing-fields', message: fields.reason })
    return { gatewaySafeTxHash, ...NO_CONFIRMATIONS, problems, ok: false }
  }
  const { tx } = fields

  if (!isSameAddress(details.safeAddress, safeAddress)) {
    problems.push({
      code: 'wrong-safe',
      message: 'The gateway sent a transaction of a different Safe.',
      expected: safeAddress,
      received: details.safeAddress,
    })
  }
  if (!safeVersion) {
    problems.push({
      code: 'unknown-version',
      message:
        'The Safe version is unknown, so the hash to sign cannot be computed here. Do not sign.',
    })
    return { tx, gatewaySafeTxHash, ...NO_CONFIRMATIONS, problems, ok: false }
  }

  const summaryProblem = checkSummaryMatchesCall(details.txInfo, tx, safeAddress)
  if (summaryProblem) {
    problems.push({
      code: 'summary-mismatch',
      message: `${summaryProblem} Lists show the gateway's summary; what would be signed is the decoded call.`,
    })
  }

  const params = { chainId, safeAddress, safeVersion, tx }
  const localSafeTxHash = safeTxHash(params)
  const domainHash = safeTxDomainHash(params)
  const messageHash = safeTxMessageHash(params)

  const idHash = details.txId.split('_').at(-1)
  for (const [label, received] of [
    ['safeTxHash', gatewaySafeTxHash],
    ['transaction id', idHash],
  ] as const) {
    if (!received || received.toLowerCase() !== localSafeTxHash) {
      problems.push({
        code: 'hash-mismatch',
        message: `The gateway's ${label} does not match the hash computed here from the transaction's own fields. The transaction shown may not be the one that would be signed. Do not sign.`,
        expected: localSafeTxHash,
        received: received ?? '(none)',
      })
    }
  }

  const settled = !details.txStatus.startsWith('AWAITING')
  const { checks, verifiedSigners, duplicateSigners } = await verifySafeConfirmations({
    client,
    safeAddress,
    safeVersion,
    hash: localSafeTxHash,
    preimage: typedDataPreimage(getSafeTxTypedData(params)),
    owners,
    confirmations: (execution?.confirmations ?? []).map((confirmation) => ({
      claimedSigner: confirmation.signer.value,
      signature: confirmation.signature,
    })),
  })
  const confirmations = settled ? checks.map(asHistory) : checks
  for (const check of confirmations) {
    if (check.status !== 'invalid') continue
    problems.push({
      code: 'bad-confirmation',
      message: `The confirmation said to be from ${check.claimedSigner} is invalid: ${check.reason ?? 'not a valid signature.'}`,
      // "Computed here" is who really signed; "gateway says" is who it claims signed.
      expected: check.recoveredSigner ?? check.namedSigner ?? '(no valid signature)',
      received: check.claimedSigner,
    })
  }
  const notices = confirmationNotices({
    confirmations,
    verifiedSigners,
    duplicateSigners,
    proposer: settled ? undefined : execution?.proposer?.value,
    proposedByDelegate: settled ? undefined : execution?.proposedByDelegate?.value,
  })

  return {
    tx,
    localSafeTxHash,
    domainHash,
    messageHash,
    gatewaySafeTxHash,
    confirmations,
    verifiedSigners,
    allConfirmationsVerified:
      confirmations.length > 0 &&
      confirmations.every((check) => check.status === 'verified' && !check.duplicate),
    problems,
    notices,
    ok: problems.length === 0,
  }
}

const NO_CONFIRMATIONS = {
  confirmations: [],
  verifiedSigners: [],
  allConfirmationsVerified: false,
  notices: [],
}

/**
 * An executed transaction passed the Safe's own check when it ran; the chain has moved on since
 * (approvals by the executor are msg.sender, owner contracts change), so a proof that fails now
 * is 'unverified', not proven wrong. Locally decided failures stay invalid.
 */
function asHistory(check: ConfirmationCheck): ConfirmationCheck {
  if (check.status !== 'invalid' || check.failure !== 'refused-on-chain') return check
  return {
    ...check,
    status: 'unverified',
    reason: `${check.reason} The Safe accepted it when the transaction was executed; the chain's current state no longer proves it.`,
  }
}

function isSameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as Address, b as Address)
  } catch {
    return false
  }
}
