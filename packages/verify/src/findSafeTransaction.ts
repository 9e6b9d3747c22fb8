import {
  type GatewayClient,
  getMultisigTransactions,
  getTransactionDetails,
  type TransactionDetails,
} from '@assent/gateway-client'
import type { Address, Hex } from 'viem'

/** Parameters of `findSafeTransaction`: the Safe, and its transaction by nonce or by hash. */
export type FindSafeTransactionParameters = {
  chainId: number
  safe: Address
  nonce?: number
  safeTxHash?: Hex
}

/** What `findSafeTransaction` answers: the gateway's details, unchecked. */
export type FindSafeTransactionReturnType = TransactionDetails

/** The gateway has no transaction, or several, for what was asked. */
export class TransactionNotFoundError extends Error {
  override name = 'TransactionNotFoundError'
}

/**
 * Asks the gateway for one multisig transaction of the Safe: by safeTxHash directly, or by
 * nonce through the Safe's multisig transactions (several proposals at one nonce are refused
 * with their hashes, so the signer picks the one they mean). Nothing here is trusted: the
 * caller recomputes the hash from the answer's fields.
 * @throws TransactionNotFoundError when there is none, or more than one at the nonce
 * @example const details = await findSafeTransaction(gateway, { chainId: 1, safe, nonce: 42 })
 */
export async function findSafeTransaction(
  gateway: GatewayClient,
  { chainId, safe, nonce, safeTxHash }: FindSafeTransactionParameters,
): Promise<FindSafeTransactionReturnType> {
  const chain = String(chainId)
  if (safeTxHash) {
    return getTransactionDetails(gateway, {
      chainId: chain,
      transactionId: `multisig_${safe}_${safeTxHash}`,
    })
  }
  const page = await getMultisigTransactions(gateway, {
    chainId: chain,
    address: safe,
    query: { nonce: String(nonce) },
  })
  const ids = page.results.flatMap((item) =>
    item.type === 'TRANSACTION' ? [item.transaction.id] : [],
  )
  if (ids.length === 0) {
    throw new TransactionNotFoundError(
      `The gateway has no transaction of ${safe} at nonce ${nonce}.`,
    )
  }
  if (ids.length > 1) {
    throw new TransactionNotFoundError(
      `The gateway has ${ids.length} transactions at nonce ${nonce}; choose one with --safe-tx-hash: ${ids
        .map((id) => id.split('_').at(-1))
        .join(', ')}.`,
    )
  }
  return getTransactionDetails(gateway, { chainId: chain, transactionId: ids[0] as string })
}
