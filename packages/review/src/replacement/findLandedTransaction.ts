import {
  type Address,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'

/** One transaction sent at the account nonce: the original or a replacement. */
export type SentAttempt = { kind: 'original' | 'speedUp' | 'cancel'; hash: Hex }

/** The reads `findLandedTransaction` needs of a viem client (a PublicClient has them). */
export type LandedTransactionReader = Pick<
  PublicClient,
  'getTransactionCount' | 'getTransactionReceipt'
>

export type FindLandedTransactionParameters = {
  /** The account that sent them all. */
  from: Address
  /** Their shared account nonce. */
  nonce: number
  attempts: readonly SentAttempt[]
}

export type FindLandedTransactionReturnType =
  /** No block holds a transaction of `from` at `nonce` yet. */
  | { status: 'pending' }
  /** This attempt was mined; the others can never be. */
  | { status: 'landed'; attempt: SentAttempt; receipt: TransactionReceipt }
  /** The nonce was used by a transaction none of `attempts` is (sent from elsewhere). */
  | { status: 'replacedElsewhere' }

/**
 * Which of the transactions sent at one account nonce landed, if any: the nonce counts as used
 * once the account's mined transaction count passes it, and then the one attempt with a
 * receipt is the one that landed.
 * @example
 * const found = await findLandedTransaction(client, { from, nonce, attempts })
 * if (found.status === 'landed' && found.attempt.kind === 'cancel') say('Cancelled')
 */
export async function findLandedTransaction(
  client: LandedTransactionReader,
  { from, nonce, attempts }: FindLandedTransactionParameters,
): Promise<FindLandedTransactionReturnType> {
  const mined = await client.getTransactionCount({ address: from, blockTag: 'latest' })
  if (mined <= nonce) return { status: 'pending' }
  for (const attempt of attempts) {
    const receipt = await client
      .getTransactionReceipt({ hash: attempt.hash })
      .catch((error: unknown) => {
        if (error instanceof TransactionReceiptNotFoundError) return null
        throw error
      })
    if (receipt) return { status: 'landed', attempt, receipt }
  }
  return { status: 'replacedElsewhere' }
}
