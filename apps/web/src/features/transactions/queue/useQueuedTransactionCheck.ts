import type { TransactionSummary } from '@assent/gateway-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { useCurrentSafe } from '../../safe/SafeContext'
import { checkQueuedTransactionMutationOptions } from '../mutations/checkQueuedTransactionMutationOptions'

/**
 * Loads a queued transaction's details afresh and checks them here (checkQueuedTransaction)
 * before an action that builds on its nonce or hash (replace it, confirm it through an owner
 * Safe). `run` resolves with the checked nonce and locally recomputed safeTxHash, or undefined
 * after telling the user why not (`refusedTitle`); `checking` is true meanwhile.
 */
export function useQueuedTransactionCheck() {
  const safe = useCurrentSafe()
  const gateway = useGateway()
  const queryClient = useQueryClient()
  const check = useMutation(checkQueuedTransactionMutationOptions({ queryClient, gateway }))

  async function run({
    transaction,
    onChainNonce,
    safeVersion,
    refusedTitle,
  }: {
    transaction: TransactionSummary
    onChainNonce: number | undefined
    /** The chain's VERSION when read, else the gateway's. */
    safeVersion: string | null
    refusedTitle: string
  }): Promise<{ nonce: number; safeTxHash: Hex } | undefined> {
    const execution = transaction.executionInfo
    if (execution?.type !== 'MULTISIG') return undefined
    try {
      const result = await check.mutateAsync({
        chainId: safe.chainId,
        safeAddress: safe.address,
        transactionId: transaction.id,
        listedNonce: execution.nonce,
        onChainNonce,
        safeVersion,
      })
      if (result.ok) return result
      notify({ kind: 'error', title: refusedTitle, message: result.reason })
    } catch (error) {
      notify({
        kind: 'error',
        title: 'The transaction could not be loaded',
        message: error instanceof Error ? error.message : String(error),
      })
    }
    return undefined
  }

  return { checking: check.isPending, run }
}
