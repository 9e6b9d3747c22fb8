import { queryOptions, skipToken } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { type ExecutionGasReader, estimateExecutionGas } from '../actions/estimateExecutionGas'

/**
 * Query options for the gas of executing a transaction (estimateExecutionGas), under a `'local'`
 * key so it is never persisted with the gateway's answers. Skipped while there is no calldata
 * (not verified, or not enough proven signatures); a failed estimate is shown, not retried.
 *
 * @example
 * useQuery({ ...estimateExecutionGasQueryOptions(reader, { chainId, safeAddress, account, calldata }), enabled })
 */
export function estimateExecutionGasQueryOptions(
  reader: ExecutionGasReader,
  {
    chainId,
    safeAddress,
    account,
    calldata,
  }: { chainId: number; safeAddress: Address; account: Address; calldata: Hex | undefined },
) {
  return queryOptions({
    queryKey: ['local', 'execGas', chainId, safeAddress, account, calldata],
    queryFn: calldata
      ? () => estimateExecutionGas(reader, { safeAddress, account, calldata })
      : skipToken,
    retry: false,
    staleTime: 15_000,
  })
}
