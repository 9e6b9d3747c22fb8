import { getTransactionDetails, type TransactionDetails } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

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
  const client = useGateway()
  return useQuery({
    queryKey: gatewayQueryKey(client, 'transactionDetails', chainId, transactionId),
    queryFn: ({ signal }) =>
      getTransactionDetails(
        client,
        { chainId, transactionId: transactionId as string },
        { signal },
      ),
    enabled: Boolean(transactionId),
    refetchOnMount: fresh ? 'always' : true,
  })
}
