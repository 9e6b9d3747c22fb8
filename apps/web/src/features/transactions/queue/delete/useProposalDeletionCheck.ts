import type { TransactionDetails } from '@assent/gateway-client'
import { checkProposalDeletion, type ProposalDeletionCheck } from '@assent/review'
import type { Address, Hex } from 'viem'
import { useSafeStateOnChain } from '../../../../verification-rpc/useSafeStateOnChain'
import { useCurrentSafe } from '../../../safe/SafeContext'
import { useTransactionQueue } from '../../hooks/useTransactionQueue'
import { otherQueuedNonces } from './otherQueuedNonces'

/**
 * checkProposalDeletion for the open Safe: the rest of the queue as loaded, and the Safe's
 * nonce from the chain when it could be read (else the gateway's).
 */
export function useProposalDeletionCheck(
  details: TransactionDetails,
  account: Address,
  localSafeTxHash: Hex | undefined,
): ProposalDeletionCheck {
  const safe = useCurrentSafe()
  const queue = useTransactionQueue(safe.chainId, safe.address)
  const onChain = useSafeStateOnChain(safe.chainId, safe.address)
  return checkProposalDeletion({
    details,
    account,
    localSafeTxHash,
    otherQueuedNonces: otherQueuedNonces(queue.data?.pages, details.txId),
    safeNonce: onChain.status === 'read' ? onChain.state.nonce : safe.safeInfo.nonce,
  })
}
