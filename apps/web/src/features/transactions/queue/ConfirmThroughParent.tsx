import type { TransactionSummary } from '@assent/gateway-client'
import { useNavigate } from '@tanstack/react-router'
import type { Address } from 'viem'
import { shortenAddress } from '../../../components/shortenAddress'
import { useCurrentSafe } from '../../safe/SafeContext'
import { SignAsParentOption } from '../nested/SignAsParentOption'
import { openTransactionFlow } from '../request/transactionFlowStore'
import { useQueuedTransactionCheck } from './useQueuedTransactionCheck'

const ignoreRejection = () => {}

/**
 * "Confirm via Safe 0x12…": the queued transaction of this (child) Safe is confirmed by a Safe
 * the connected account owns, which is one of its owners. Its safeTxHash is recomputed here from
 * the transaction's own fields; then the parent Safe opens, with a transaction that calls
 * `approveHash(safeTxHash)` on this Safe for its owners to sign and execute. Beside it, when the
 * parent can, "Sign as Safe" confirms off-chain with an EIP-1271 signature (SignAsParentOption).
 */
export function ConfirmThroughParent({
  transaction,
  parent,
  onChainNonce,
}: {
  transaction: TransactionSummary
  parent: Address
  onChainNonce: number | undefined
}) {
  const safe = useCurrentSafe()
  const navigate = useNavigate()
  const check = useQueuedTransactionCheck()
  if (transaction.executionInfo?.type !== 'MULTISIG') return null

  async function open() {
    const checked = await check.run({
      transaction,
      onChainNonce,
      safeVersion: safe.safeInfo.version,
      refusedTitle: 'This transaction cannot be confirmed',
    })
    if (!checked) return
    const child = safe.address
    await navigate({
      to: '/transactions/queue',
      search: { safe: `${safe.chain.shortName}:${parent}` },
    })
    openTransactionFlow({
      kind: 'approveChild',
      child,
      safeTxHash: checked.safeTxHash,
      nonce: checked.nonce,
    }).catch(ignoreRejection)
  }

  return (
    <>
      <button
        type="button"
        className="button button-small button-primary"
        disabled={check.checking}
        data-testid="confirm-through-parent"
        title={`Your Safe ${parent} is an owner of this Safe: it confirms with approveHash on chain`}
        onClick={() => void open()}
      >
        Confirm via Safe {shortenAddress(parent)}
      </button>
      <SignAsParentOption transaction={transaction} parent={parent} />
    </>
  )
}
