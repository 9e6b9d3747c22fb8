import { useCallback } from 'react'
import type { Address, Hex } from 'viem'
import { useConfig } from 'wagmi'
import { getTransaction } from 'wagmi/actions'
import { addPendingExecution } from './pendingExecutionsStore'
import { trackPendingExecution } from './trackPendingExecution'

/**
 * A function the execute button calls once the wallet sent an execution: it reads the sent
 * transaction back and keeps it in this browser, so the queue can speed it up or cancel it.
 */
export function useTrackPendingExecution() {
  const config = useConfig()
  return useCallback(
    (sent: {
      safe: { chainId: string; address: Address }
      safeTxHash: Hex
      safeNonce: bigint
      hash: Hex
    }) => {
      const chainId = Number(sent.safe.chainId)
      trackPendingExecution({
        ...sent,
        getTransaction: (hash) => getTransaction(config, { chainId, hash }),
      }).then(
        (record) => record && addPendingExecution(record),
        // Following is a help, not part of executing: the dialog still shows the hash.
        (error: unknown) => console.warn('The execution could not be read back', error),
      )
    },
    [config],
  )
}
