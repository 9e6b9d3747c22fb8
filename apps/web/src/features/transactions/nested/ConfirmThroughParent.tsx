import { getTransactionDetailsQueryOptions, type TransactionSummary } from '@assent/gateway-client'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Address } from 'viem'
import { useGateway } from '../../../app/GatewayProvider'
import { notify } from '../../../app/notifications/notify'
import { shortenAddress } from '../../../components/shortenAddress'
import { useCurrentSafe } from '../../safe/SafeContext'
import { openTransactionFlow } from '../flow/transactionFlowStore'
import { verifyQueuedNonce } from '../queue/verifyQueuedNonce'

const ignoreRejection = () => {}

/**
 * "Confirm via Safe 0x12…": the queued transaction of this (child) Safe is confirmed by a Safe
 * the connected account owns, which is one of its owners. Its safeTxHash is recomputed here from
 * the transaction's own fields; then the parent Safe opens, with a transaction that calls
 * `approveHash(safeTxHash)` on this Safe for its owners to sign and execute.
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
  const client = useGateway()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [checking, setChecking] = useState(false)
  const execution = transaction.executionInfo
  if (execution?.type !== 'MULTISIG') return null

  async function open() {
    if (execution?.type !== 'MULTISIG') return
    setChecking(true)
    try {
      const details = await queryClient.fetchQuery({
        ...getTransactionDetailsQueryOptions(client, {
          chainId: safe.chainId,
          transactionId: transaction.id,
        }),
        staleTime: 0,
      })
      const check = verifyQueuedNonce({
        requestedTxId: transaction.id,
        details,
        chainId: Number(safe.chainId),
        safeAddress: safe.address,
        safeVersion: safe.safeInfo.version,
        listedNonce: execution.nonce,
        onChainNonce,
      })
      if (!check.ok) {
        notify({
          kind: 'error',
          title: 'This transaction cannot be confirmed',
          message: check.reason,
        })
        return
      }
      const child = safe.address
      await navigate({
        to: '/transactions/queue',
        search: { safe: `${safe.chain.shortName}:${parent}` },
      })
      openTransactionFlow({
        kind: 'approveChild',
        child,
        safeTxHash: check.safeTxHash,
        nonce: check.nonce,
      }).catch(ignoreRejection)
    } catch (error) {
      notify({
        kind: 'error',
        title: 'The transaction could not be loaded',
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setChecking(false)
    }
  }

  return (
    <button
      type="button"
      className="button button-small button-primary"
      disabled={checking}
      data-testid="confirm-through-parent"
      title={`Your Safe ${parent} is an owner of this Safe: it confirms with approveHash on chain`}
      onClick={() => void open()}
    >
      Confirm via Safe {shortenAddress(parent)}
    </button>
  )
}
