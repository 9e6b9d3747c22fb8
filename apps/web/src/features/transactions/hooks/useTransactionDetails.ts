import { getTransactionDetails, type TransactionDetails } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

/** One transaction's details by id (or bare safeTxHash). */
export function useTransactionDetails(
  chainId: string,
  transactionId: string | undefined,
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
  })
}
