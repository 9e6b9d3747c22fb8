import { type DelegatePage, getDelegatesQueryOptions } from '@assent/gateway-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useGateway } from '../../../kernel/GatewayProvider'

/** The delegates (proposers) registered for a Safe; `enabled` false reads nothing. */
export function useSafeDelegates(
  safe: { chainId: string; address: string } | null,
  enabled = true,
): UseQueryResult<DelegatePage> {
  return useQuery({
    ...getDelegatesQueryOptions(useGateway(), {
      chainId: safe?.chainId ?? '',
      safe: safe?.address ?? '',
    }),
    enabled: enabled && safe !== null,
  })
}
