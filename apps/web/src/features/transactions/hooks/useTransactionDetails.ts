import { getTransactionDetailsQueryOptions, type TransactionDetails } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

/**
 * One transaction's details by id (or bare safeTxHash). With `fresh`, they are fetched again
 * whenever the caller mounts, however recent the cached copy (list rows load details too): a
 * signer confirms or executes on the gateway's latest confirmations, not on the list's.
 */
export function useTransactionDetails(
  chainId: string,
  transactionId: string | undefined,
  { fresh = false }: { fresh?: boolean } = {},
): UseQueryResult<TransactionDetails> {
  return useQuery({
    ...getTransactionDetailsQueryOptions(useGateway(), {
      chainId,
      transactionId: transactionId ?? '',
    }),
    enabled: Boolean(transactionId),
    refetchOnMount: fresh ? 'always' : true,
  })
}
