import type { TransactionListPage } from '@assent/gateway-client'

/**
 * The nonces of the queued multisig transactions other than `txId`, from the queue pages
 * loaded so far (as listed by the gateway: enough to say what a deletion leaves waiting).
 */
export function otherQueuedNonces(
  pages: readonly TransactionListPage[] | undefined,
  txId: string,
): number[] {
  return (pages ?? []).flatMap((page) =>
    page.results.flatMap((item) =>
      item.type === 'TRANSACTION' &&
      item.transaction.id !== txId &&
      item.transaction.executionInfo?.type === 'MULTISIG'
        ? [item.transaction.executionInfo.nonce]
        : [],
    ),
  )
}
