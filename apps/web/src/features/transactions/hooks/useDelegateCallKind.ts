import {
  type GatewayClient,
  getTransactionDetails,
  getTransactionDetailsQueryOptions,
  type TransactionDetails,
  type TransactionSummary,
} from '@assent/gateway-client'
import { type DelegateCallKind, delegateCallKind, detailsPayRefund } from '@assent/review'
import { type QueryFunctionContext, useQuery } from '@tanstack/react-query'
import { createConcurrencyLimiter } from '../../../kernel/createConcurrencyLimiter'
import { useGateway } from '../../../kernel/GatewayProvider'

/**
 * List rows ask for details at most this many at a time, so a queue of fifty or a fast scroll
 * through the history never floods the gateway (or the browser's six connections per host).
 */
export const ROW_DETAILS_CONCURRENCY = 4
const rowDetailsLimiter = createConcurrencyLimiter(ROW_DETAILS_CONCURRENCY)

/**
 * The details fetch of a list row, through the shared limiter. A history row that scrolls away
 * drops its queued fetch (the query's signal); a queue row never does: queues are short, and the
 * app remounting when the wallet stack arrives must not abort and re-send their fetches.
 */
export function rowDetailsQueryFn(
  client: GatewayClient,
  parameters: { chainId: string; transactionId: string },
  { cancelable }: { cancelable: boolean },
) {
  return (context: QueryFunctionContext): Promise<TransactionDetails> =>
    cancelable
      ? rowDetailsLimiter(
          () => getTransactionDetails(client, parameters, { signal: context.signal }),
          context.signal,
        )
      : rowDetailsLimiter(() => getTransactionDetails(client, parameters))
}

/** What a list row flags from a transaction's details. */
export type RowRisk = {
  delegate: DelegateCallKind
  paysRefund: boolean
  /** A delegate (not an owner) proposed this pending transaction: its address. */
  proposedByDelegate?: string
}

/**
 * The `select` of every list row's details observer. Its identity marks those observers, so
 * live refreshes can tell details only rows look at (whose fields cannot change) from details
 * a page shows in full.
 */
export function selectRowRisk(details: TransactionDetails): RowRisk {
  const risk: RowRisk = {
    delegate: delegateCallKind(details),
    paysRefund: detailsPayRefund(details),
  }
  const execution = details.detailedExecutionInfo
  const pending = details.txStatus.startsWith('AWAITING')
  if (pending && execution?.type === 'MULTISIG' && execution.proposedByDelegate) {
    risk.proposedByDelegate = execution.proposedByDelegate.value
  }
  return risk
}

/** `pending` while the details load, `unavailable` when they could not be loaded. */
export type RowDelegateCallState = DelegateCallKind | 'pending' | 'unavailable'

/**
 * Whether a list row's transaction delegate-calls or pays a gas refund, from its details: the gateway's list
 * summaries carry no operation. Only multisig transactions are asked for (transfers and module
 * rows are `none`). Details load through a shared limiter and are never stale for this
 * purpose: `to`, `data`, `operation` and the refund fields are bound by the safeTxHash in the id, and executed
 * transactions do not change at all. They share the cache entry of the details page.
 */
export function useRowRisk(
  chainId: string,
  transaction: Pick<TransactionSummary, 'id' | 'executionInfo'> & { txStatus?: string },
): Omit<RowRisk, 'delegate'> & { delegate: RowDelegateCallState } {
  const client = useGateway()
  const parameters = { chainId, transactionId: transaction.id }
  const options = getTransactionDetailsQueryOptions(client, parameters)
  const isMultisig = transaction.executionInfo?.type === 'MULTISIG'
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: rowDetailsQueryFn(client, parameters, {
      cancelable: !transaction.txStatus?.startsWith('AWAITING'),
    }),
    select: selectRowRisk,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: isMultisig,
  })
  if (!isMultisig) return { delegate: 'none', paysRefund: false }
  if (query.data) return query.data
  return { delegate: query.isError ? 'unavailable' : 'pending', paysRefund: false }
}
