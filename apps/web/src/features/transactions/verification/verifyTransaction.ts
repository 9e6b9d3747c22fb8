import {
  recoverSafeSignature,
  type SafeTransactionData,
  type SignatureKind,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
} from '@assent/core'
import type { TransactionDetails } from '@assent/gateway-client'
import { type Address, type Hex, isAddressEqual, isHex } from 'viem'
import { checkSummaryMatchesCall } from './checkSummaryMatchesCall'
import { toSafeTransactionData } from './toSafeTransactionData'

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

export type ConfirmationCheck = {
  /** The owner the gateway says signed. */
  claimedSigner: string
  /** Who actually signed, recovered locally from the signature over our own hash. */
  recoveredSigner?: Address
  kind?: SignatureKind
  signature: Hex | null
  /** Recovered to the claimed signer, who is a current owner. */
  valid: boolean
}

export type TransactionVerification = {
  tx?: SafeTransactionData
  localSafeTxHash?: Hex
  domainHash?: Hex
  messageHash?: Hex
  gatewaySafeTxHash?: string
  confirmations: ConfirmationCheck[]
  problems: VerificationProblem[]
  /** No problem found: signing and executing may go ahead. */
  ok: boolean
}

export type VerifyTransactionParams = {
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
}

/**
 * Checks a queued transaction before anyone signs or executes it, trusting nothing the gateway
 * computed: the safeTxHash is recomputed from the transaction's own fields and the Safe's
 * version, the transaction must belong to this Safe, the gateway's summary must describe the
 * call, and every listed confirmation must recover
 * (over our hash) to the owner it claims to be from, who must still be an owner.
 * @example const { ok, problems } = await verifyTransaction({ details, chainId: 1, safeAddress, safeVersion: '1.4.1', owners })
 */
export async function verifyTransaction({
  details,
  chainId,
  safeAddress,
  safeVersion,
  owners,
}: VerifyTransactionParams): Promise<TransactionVerification> {
  const problems: VerificationProblem[] = []
  const execution =
    details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo : undefined
  const gatewaySafeTxHash = execution?.safeTxHash
  const fields = toSafeTransactionData(details)
  if (!fields.ok) {
    problems.push({ code: 'missing-fields', message: fields.reason })
    return { gatewaySafeTxHash, confirmations: [], problems, ok: false }
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
    return { tx, gatewaySafeTxHash, confirmations: [], problems, ok: false }
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

  const confirmations = await Promise.all(
    (execution?.confirmations ?? []).map((confirmation) =>
      checkConfirmation(confirmation.signer.value, confirmation.signature, localSafeTxHash, owners),
    ),
  )
  for (const check of confirmations) {
    if (check.valid) continue
    problems.push({
      code: 'bad-confirmation',
      message: check.recoveredSigner
        ? `A confirmation said to be from ${check.claimedSigner} was not signed by that owner for this transaction.`
        : `The confirmation said to be from ${check.claimedSigner} is not a valid signature.`,
      // "Computed here" is who really signed; "gateway says" is who it claims signed.
      expected: check.recoveredSigner ?? '(no valid signature)',
      received: check.claimedSigner,
    })
  }

  return {
    tx,
    localSafeTxHash,
    domainHash,
    messageHash,
    gatewaySafeTxHash,
    confirmations,
    problems,
    ok: problems.length === 0,
  }
}

async function checkConfirmation(
  claimedSigner: string,
  signature: string | null,
  hash: Hex,
  owners: readonly string[] | null,
): Promise<ConfirmationCheck> {
  if (!signature || !isHex(signature) || signature.length < 132) {
    return { claimedSigner, signature: null, valid: false }
  }
  try {
    const { kind, signer } = await recoverSafeSignature({ hash, signature })
    const valid =
      isSameAddress(signer, claimedSigner) &&
      (owners === null || owners.some((owner) => isSameAddress(owner, signer)))
    return { claimedSigner, recoveredSigner: signer, kind, signature, valid }
  } catch {
    return { claimedSigner, signature, valid: false }
  }
}

function isSameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as Address, b as Address)
  } catch {
    return false
  }
}
