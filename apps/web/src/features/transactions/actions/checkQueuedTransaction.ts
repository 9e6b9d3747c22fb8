import { type GatewayClient, getTransactionDetailsQueryOptions } from '@assent/gateway-client'
import type { QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { type QueuedNonceCheck, verifyQueuedNonce } from './verifyQueuedNonce'

export type CheckQueuedTransactionParameters = {
  chainId: string
  safeAddress: Address
  /** The queue row's transaction id (`multisig_<safe>_<safeTxHash>`). */
  transactionId: string
  /** The nonce the gateway's queue list shows. */
  listedNonce: number
  /** The Safe's nonce on chain; undefined when unverified. */
  onChainNonce: number | undefined
  /** The chain's VERSION when read, else the gateway's. */
  safeVersion: string | null
}

/**
 * Loads a queued transaction's details afresh from the gateway (through the cache, so every
 * screen showing them gets the new answer) and checks them here with verifyQueuedNonce: the
 * nonce and safeTxHash an action builds on (replace it, confirm it through an owner Safe) come
 * from its own hashed fields, not from the list. Free of React.
 * @throws the gateway's error when the details cannot be loaded
 */
export async function checkQueuedTransaction(
  { queryClient, gateway }: { queryClient: QueryClient; gateway: GatewayClient },
  {
    chainId,
    safeAddress,
    transactionId,
    listedNonce,
    onChainNonce,
    safeVersion,
  }: CheckQueuedTransactionParameters,
): Promise<QueuedNonceCheck> {
  const details = await queryClient.fetchQuery({
    ...getTransactionDetailsQueryOptions(gateway, { chainId, transactionId }),
    staleTime: 0,
  })
  return verifyQueuedNonce({
    requestedTxId: transactionId,
    details,
    chainId: Number(chainId),
    safeAddress,
    safeVersion,
    listedNonce,
    onChainNonce,
  })
}
