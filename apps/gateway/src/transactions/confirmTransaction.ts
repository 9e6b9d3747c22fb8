import { fromSafeTxRow } from '@assent/core'
import type { TransactionDetails } from '@assent/gateway-client'
import { and, eq } from 'drizzle-orm'
import { getAddress, type Hex } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeState } from '../chain/readSafeState'
import { verifyOwnerSignatures } from '../chain/verifyOwnerSignatures'
import { multisigTransactions } from '../db/schema/multisig'
import type { GatewayDeps } from '../deps'
import { notFound, unprocessable } from '../errors'
import { getMultisigDetails } from './getTransactionDetails'
import { safeTxPreimageOf, storeConfirmations } from './proposeTransaction'

/** Loads a stored multisig tx by hash; 404 when this chain has none. */
export async function requireMultisigTx(deps: GatewayDeps, chain: ChainContext, safeTxHash: Hex) {
  const [row] = await deps.db
    .select()
    .from(multisigTransactions)
    .where(
      and(
        eq(multisigTransactions.chainId, chain.chainId),
        eq(multisigTransactions.safeTxHash, safeTxHash),
      ),
    )
  if (!row) throw notFound(`Transaction ${safeTxHash} not found`)
  return row
}

/**
 * Adds owners' confirmations to a pending tx: signatures are checked against the stored
 * safeTxHash and must come from current owners. Repeating a confirmation changes nothing.
 */
export async function confirmTransaction(
  deps: GatewayDeps,
  chain: ChainContext,
  safeTxHash: Hex,
  signature: Hex,
): Promise<TransactionDetails> {
  const row = await requireMultisigTx(deps, chain, safeTxHash)
  if (row.txHash !== null) throw unprocessable('Transaction already executed')
  const safe = await readSafeState(deps, chain.chainId, getAddress(row.safe))
  const preimage = safeTxPreimageOf(chain, safe, fromSafeTxRow(row))
  const signatures = await verifyOwnerSignatures(chain, safe, safeTxHash, signature, preimage)
  await storeConfirmations(deps, chain.chainId, safeTxHash, signatures)
  return (await getMultisigDetails(deps, chain, safeTxHash)) as TransactionDetails
}
