import type { TransactionSummary } from '@assent/gateway-client'
import { type Address, isAddressEqual } from 'viem'
import { shortenAddress } from '../../../components/shortenAddress'
import { useAddressBookName } from '../../address-book/addressBookStore'
import { useCurrentSafe } from '../../safe/SafeContext'
import { useRowConfirmations } from '../hooks/useRowConfirmations'

/**
 * A pending row's confirmations as checked here: "1 of 2 verified", how many listed ones are
 * unverified (not proven on chain) or invalid, and "Missing: Alice, 0x12…34" — owners without a
 * VERIFIED confirmation. Until the check is done, the gateway's count and missing signers,
 * labelled as listed.
 */
export function MissingSigners({
  transaction,
  chainId,
}: {
  transaction: TransactionSummary
  chainId: string
}) {
  const safe = useCurrentSafe()
  const verification = useRowConfirmations(safe, transaction)
  const execution = transaction.executionInfo
  if (execution?.type !== 'MULTISIG' || !transaction.txStatus.startsWith('AWAITING')) return null

  if (!verification) {
    const missing = execution.missingSigners ?? []
    return (
      <span data-testid="missing-signers" data-checked="false">
        {' · '}
        <span
          className="muted"
          data-testid="listed-confirmations"
          title="As the gateway lists them, not yet checked here"
        >
          {execution.confirmationsSubmitted} of {execution.confirmationsRequired} listed
        </span>
        {missing.length > 0 && transaction.txStatus === 'AWAITING_CONFIRMATIONS' && (
          <>
            {' · '}Missing: <SignerNames chainId={chainId} signers={missing} />
          </>
        )}
      </span>
    )
  }

  const threshold = safe.safeInfo.threshold
  const verified = verification.verifiedSigners
  const missing = safe.safeInfo.owners.filter(
    (owner) => !verified.some((signer) => sameAddress(signer, owner.value)),
  )
  const count = (status: string) =>
    verification.confirmations.filter((check) => check.status === status).length
  const unverified = count('unverified')
  const invalid = count('invalid')
  return (
    <span data-testid="missing-signers" data-checked="true">
      {' · '}
      <span
        className={verified.length >= threshold ? 'badge' : 'badge badge-warning'}
        data-testid="verified-confirmations"
        title="Confirmations proven here from their signatures"
      >
        {verified.length} of {threshold} verified
      </span>
      {unverified > 0 && (
        <>
          {' · '}
          <span
            className="badge badge-warning"
            data-testid="unverified-confirmations"
            title="Listed by the gateway but not proven on chain: not counted"
          >
            {unverified} unverified
          </span>
        </>
      )}
      {invalid > 0 && (
        <>
          {' · '}
          <span className="badge badge-danger" data-testid="invalid-confirmations">
            {invalid} invalid
          </span>
        </>
      )}
      {verified.length < threshold && missing.length > 0 && (
        <>
          {' · '}Missing: <SignerNames chainId={chainId} signers={missing} />
        </>
      )}
    </span>
  )
}

function SignerNames({
  chainId,
  signers,
}: {
  chainId: string
  signers: readonly { value: string; name?: string | null }[]
}) {
  return signers.map((signer, index) => (
    <span key={signer.value}>
      {index > 0 && ', '}
      <SignerName chainId={chainId} address={signer.value} fallback={signer.name} />
    </span>
  ))
}

function SignerName({
  chainId,
  address,
  fallback,
}: {
  chainId: string
  address: string
  fallback?: string | null
}) {
  const name = useAddressBookName(chainId, address)
  return (
    <span title={address} data-testid="missing-signer-name">
      {name ?? fallback ?? shortenAddress(address)}
    </span>
  )
}

function sameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as Address, b as Address)
  } catch {
    return false
  }
}
