import {
  type Chain,
  type Client,
  type Hash,
  TransactionReceiptNotFoundError,
  type Transport,
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { getTransactionReceipt, waitForTransactionReceipt } from 'viem/actions'

/**
 * viem's receipt wait, raced with a plain poll of `eth_getTransactionReceipt`.
 *
 * Why: viem re-reads a receipt only when the block number changes. A node that reports the new
 * head a moment before it serves the receipt (anvil under load does) leaves viem waiting for a
 * next block, and a chain that mines only on demand (anvil's automine, the devnet) never makes
 * one: the wait ran to its timeout, or forever in the app. The poll ends that; viem's wait stays
 * in the race for what only it does (a transaction replaced by a speed-up from the wallet).
 */
export async function waitForReceipt<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: WaitForTransactionReceiptParameters<chain>,
): Promise<WaitForTransactionReceiptReturnType<chain>> {
  const { hash, timeout = 180_000 } = parameters
  const pollingInterval = parameters.pollingInterval ?? client.pollingInterval
  const stop = new AbortController()
  const outerSignal = parameters.signal
  const onOuterAbort = () => stop.abort(outerSignal?.reason)
  outerSignal?.addEventListener('abort', onOuterAbort, { once: true })
  try {
    return await Promise.race([
      waitForTransactionReceipt(client, { ...parameters, signal: stop.signal }),
      pollReceipt(client, hash, pollingInterval, timeout, stop.signal),
    ])
  } finally {
    outerSignal?.removeEventListener('abort', onOuterAbort)
    // Ends whichever side is still waiting; Promise.race already handles its rejection.
    stop.abort()
  }
}

async function pollReceipt<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  hash: Hash,
  pollingInterval: number,
  timeout: number,
  signal: AbortSignal,
): Promise<WaitForTransactionReceiptReturnType<chain>> {
  const started = Date.now()
  for (;;) {
    // Aborted once the race is decided (or by the caller): Promise.race has handled this.
    if (signal.aborted) throw signal.reason
    const receipt = await getTransactionReceipt(client, { hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined
      throw error
    })
    if (receipt) return receipt
    if (timeout && Date.now() - started > timeout) {
      throw new WaitForTransactionReceiptTimeoutError({ hash })
    }
    await new Promise((resolve) => setTimeout(resolve, pollingInterval))
  }
}

/** Client actions that replace viem's `waitForTransactionReceipt` with {@link waitForReceipt}. */
export function steadyReceiptActions<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
) {
  return {
    waitForTransactionReceipt: (parameters: WaitForTransactionReceiptParameters<chain>) =>
      waitForReceipt(client, parameters),
  }
}
