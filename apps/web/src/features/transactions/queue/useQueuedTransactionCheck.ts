import { getTransactionDetailsQueryOptions, type TransactionSummary } from '@assent/gateway-client'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Hex } from 'viem'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { useCurrentSafe } from '../../safe/SafeContext'
import { verifyQueuedNonce } from './verifyQueuedNonce'

/**
 * Loads a queued transaction's details afresh and checks them here (verifyQueuedNonce) before
 * an action that builds on its nonce or hash (replace it, confirm it through an owner Safe).
 * `run` resolves with the checked nonce and locally recomputed safeTxHash, or undefined after
 * telling the user why not (`refusedTitle`); `checking` is true meanwhile.
 */
export function useQueuedTransactionCheck() {
  const safe = useCurrentSafe()
  const client = useGateway()
  const queryClient = useQueryClient()
  const [checking, setChecking] = useState(false)

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
    setChecking(true)
    try {
      const details = await queryClient.fetchQuery({
        ...getTransactionDetailsQueryOptions(client, {
          chainId: safe.chainId,
          transactionId: transaction.id,
        }),
        staleTime: 0,
      })
      const check = verifyQueuedNonce({
        requestedTxId: transaction.id,
        details,
        chainId: Number(safe.chainId),
        safeAddress: safe.address,
        safeVersion,
        listedNonce: execution.nonce,
        onChainNonce,
      })
      if (check.ok) return check
      notify({ kind: 'error', title: refusedTitle, message: check.reason })
    } catch (error) {
      notify({
        kind: 'error',
        title: 'The transaction could not be loaded',
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setChecking(false)
    }
    return undefined
  }

  return { checking, run }
}
