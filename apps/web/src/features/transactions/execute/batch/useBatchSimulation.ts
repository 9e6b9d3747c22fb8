import type { SafeTransactionData } from '@assent/core'
import type { KnownAddress, OnChainSafeState } from '@assent/review'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { Address, Hex } from 'viem'
import { useLocalStore } from '../../../../kernel/createLocalStore'
import { useVerificationClient } from '../../../../verification-rpc/useVerificationClient'
import { addressBookOnChain, addressBookStore } from '../../../address-book/addressBookStore'
import type { CurrentSafe } from '../../../safe/SafeContext'
import { usePastCounterparties } from '../../simulation/review/usePastCounterparties'
import type { TransactionSimulation } from '../../simulation/review/useTransactionSimulation'

// The simulation code loads with the batch's review, not with the queue.
const loadAnalysis = () =>
  Promise.all([
    import('@assent/review/simulateBatchExecution'),
    import('@assent/review/collectSimulationFindings'),
  ])

/** The batch's simulation: one per transaction, in order, or one state for all of them. */
export type BatchSimulation =
  | { status: 'pending'; simulation: TransactionSimulation }
  | { status: 'done'; items: TransactionSimulation[] }

/**
 * Simulates the whole batch once, from the account that will send it, through the verification
 * RPC at the block the Safe's state was read at, and judges each transaction's share of it like a
 * single transaction's simulation (collectSimulationFindings).
 */
export function useBatchSimulation({
  safe,
  state,
  stateUnavailable,
  executor,
  call,
  items,
}: {
  safe: CurrentSafe
  state: OnChainSafeState | undefined
  stateUnavailable: string | undefined
  executor: Address | undefined
  /** The batch to send; undefined while it cannot be built. */
  call: { to: Address; data: Hex } | undefined
  items: readonly { tx: SafeTransactionData; safeTxHash: Hex }[]
}): BatchSimulation {
  const { client, label, key, pending } = useVerificationClient(safe.chainId)
  useEffect(() => {
    loadAnalysis().catch(() => {})
  }, [])
  const book = useLocalStore(addressBookStore)
  const known = useMemo<KnownAddress[]>(
    () => [
      ...(state?.owners ?? []).map((address, index) => ({ address, name: `owner ${index + 1}` })),
      ...addressBookOnChain(book, safe.chainId).map((entry) => ({
        address: entry.address,
        name: entry.name,
      })),
    ],
    [state?.owners, book, safe.chainId],
  )
  const history = usePastCounterparties(safe)
  const query = useQuery({
    queryKey: [
      'local',
      'batch-simulation',
      safe.chainId,
      safe.address,
      items.map((item) => item.safeTxHash).join(','),
      call?.data,
      String(state?.blockNumber),
      key,
      executor,
      known,
      history,
    ],
    queryFn: async () => {
      if (!client || !call || !state || !executor || !history)
        throw new Error('Nothing to simulate.')
      const [{ simulateBatchExecution }, { collectSimulationFindings }] = await loadAnalysis()
      const result = await simulateBatchExecution({
        client,
        chainId: Number(safe.chainId),
        safe: safe.address,
        state,
        executor,
        call,
        items,
      })
      return result.items.map((simulated, index): TransactionSimulation => {
        const tx = items[index]?.tx as SafeTransactionData
        return {
          status: 'done',
          label,
          report: simulated.report,
          ...collectSimulationFindings({
            report: simulated.report,
            tx,
            safe: safe.address,
            known,
            history,
            nativeSymbol: safe.chain.nativeCurrency.symbol,
          }),
        }
      })
    },
    enabled: Boolean(client && call && state && executor && history),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  })

  const unavailable = (reason: string): BatchSimulation => ({
    status: 'pending',
    simulation: { status: 'unavailable', label, reason },
  })
  if (!client && !pending) {
    return unavailable(
      'No independent RPC to simulate with: connect a wallet on this network or pin an RPC in Settings → Verification RPC.',
    )
  }
  if (stateUnavailable)
    return unavailable(`The Safe could not be read on chain. ${stateUnavailable}`)
  if (!executor)
    return unavailable(
      'Connect the wallet that will execute: the batch is simulated as sent from it.',
    )
  if (query.error) return unavailable(query.error.message)
  if (query.data) return { status: 'done', items: query.data }
  if (!call && state)
    return unavailable('The batch cannot be built (see below), so it is not simulated.')
  return { status: 'pending', simulation: { status: 'loading', label } }
}
