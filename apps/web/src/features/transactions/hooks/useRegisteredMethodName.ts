import {
  getTransactionDetailsQueryOptions,
  type TransactionDetails,
  type TransactionSummary,
} from '@assent/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { type Address, decodeFunctionData, type Hex, isAddress, isHex } from 'viem'
import { useGateway } from '../../../kernel/GatewayProvider'
import { useRegisteredAbis } from '../../abi-registry/useRegisteredAbis'
import { rowDetailsQueryFn } from './useDelegateCallKind'

const noAddresses: Address[] = []

/** The called contract and data of a row's transaction, from the details the row loads anyway. */
function selectCall(details: TransactionDetails): { to: Address; data: Hex } | null {
  const to = details.txData?.to.value
  const data = details.txData?.hexData
  return to && data && isAddress(to) && isHex(data) ? { to, data } : null
}

/**
 * The method a list row's contract interaction calls, named with an ABI the user attached to the
 * contract (Settings → Contract ABIs), when the gateway could not name it. It decodes the
 * details' data, which the row's risk flag loads already (same cache entry); undefined when
 * there is nothing to name.
 */
export function useRegisteredMethodName(
  chainId: string,
  transaction: Pick<TransactionSummary, 'id' | 'txInfo' | 'txStatus'>,
): string | undefined {
  const client = useGateway()
  const info = transaction.txInfo
  const unnamed =
    info.type === 'Custom' &&
    !info.methodName &&
    !info.actionCount &&
    !info.isCancellation &&
    !info.detailsUnavailable
  const parameters = { chainId, transactionId: transaction.id }
  const call = useQuery({
    queryKey: getTransactionDetailsQueryOptions(client, parameters).queryKey,
    queryFn: rowDetailsQueryFn(client, parameters, {
      cancelable: !transaction.txStatus.startsWith('AWAITING'),
    }),
    select: selectCall,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: unnamed,
  })
  const target = call.data?.to
  const abis = useRegisteredAbis(chainId, target ? [target] : noAddresses)
  if (!unnamed || !call.data || abis.length === 0) return undefined
  for (const abi of abis) {
    try {
      return decodeFunctionData({ abi, data: call.data.data }).functionName
    } catch {
      // Not this ABI's function: try the next one.
    }
  }
  return undefined
}
