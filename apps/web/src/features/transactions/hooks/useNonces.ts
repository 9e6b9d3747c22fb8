import { getNonces, type SafeNonces } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../app/GatewayProvider'
import { gatewayQueryKey } from '../../../app/gatewayQueryKey'

/** The Safe's current nonce and the gateway's recommended one for a new transaction. */
export function useNonces(chainId: string, address: string): UseQueryResult<SafeNonces> {
  const client = useGateway()
  return useQuery({
    queryKey: gatewayQueryKey(client, 'nonces', chainId, address),
    queryFn: ({ signal }) => getNonces(client, { chainId, address }, { signal }),
    staleTime: 0,
  })
}
