import type { TransactionSummary } from '@assent/gateway-client'
import { shortenAddress } from '../../../components/shortenAddress'
import { useAddressBookName } from '../../address-book/addressBookStore'

/** "Missing: Alice, 0x12…34" for a transaction still waiting for confirmations. */
export function MissingSigners({
  transaction,
  chainId,
}: {
  transaction: TransactionSummary
  chainId: string
}) {
  const execution = transaction.executionInfo
  const missing = execution?.type === 'MULTISIG' ? (execution.missingSigners ?? []) : []
  if (missing.length === 0 || transaction.txStatus !== 'AWAITING_CONFIRMATIONS') return null
  return (
    <span data-testid="missing-signers">
      {' · '}Missing:{' '}
      {missing.map((signer, index) => (
        <span key={signer.value}>
          {index > 0 && ', '}
          <SignerName chainId={chainId} address={signer.value} fallback={signer.name} />
        </span>
      ))}
    </span>
  )
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
  return <span title={address}>{name ?? fallback ?? shortenAddress(address)}</span>
}
