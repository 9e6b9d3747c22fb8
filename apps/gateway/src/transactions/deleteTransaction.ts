import { deleteRequestTotp, deleteRequestTypedData, recoverSafeSignature } from '@assent/core'
import { and, eq } from 'drizzle-orm'
import { getAddress, type Hex, hashTypedData, size } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { bumpDataVersion } from '../db/dataVersion'
import { multisigConfirmations, multisigTransactions } from '../db/schema/multisig'
import { type GatewayDeps, now } from '../deps'
import { unprocessable } from '../errors'
import { requireMultisigTx } from './confirmTransaction'

/**
 * Deletes a pending tx when the proposer asks: the signature must be the proposer's (or that of
 * the delegate who proposed it for them) over the DeleteRequest (`deleteRequestTypedData`) of
 * this hour or the previous one, and no other owner may have confirmed.
 * Throws 422 `Invalid signature`, `Transaction already executed`, `Transaction has
 * confirmations of other owners`.
 */
export async function deleteTransaction(
  deps: GatewayDeps,
  chain: ChainContext,
  safeTxHash: Hex,
  signature: Hex,
): Promise<void> {
  const row = await requireMultisigTx(deps, chain, safeTxHash)
  if (row.txHash !== null) throw unprocessable('Transaction already executed')
  if (size(signature) !== 65 || !row.proposer) throw unprocessable('Invalid signature')
  const proposer = getAddress(row.proposer)
  const hour = deleteRequestTotp(now(deps))
  let signedByProposer = false
  for (const totp of [hour, hour - 1n]) {
    const hash = hashTypedData(
      deleteRequestTypedData({
        chainId: chain.chainId,
        safeAddress: getAddress(row.safe),
        safeTxHash,
        totp,
      }),
    )
    const recovered = await recoverSafeSignature({ hash, signature }).catch(() => null)
    const isEcdsa = recovered?.kind === 'eip712' || recovered?.kind === 'eth_sign'
    const delegate = row.proposedByDelegate ? getAddress(row.proposedByDelegate) : null
    if (isEcdsa && (recovered.signer === proposer || recovered.signer === delegate)) {
      signedByProposer = true
    }
  }
  if (!signedByProposer) throw unprocessable('Invalid signature')
  const where = and(
    eq(multisigConfirmations.chainId, chain.chainId),
    eq(multisigConfirmations.safeTxHash, safeTxHash),
  )
  await deps.db.transaction(async (trx) => {
    const confirmations = await trx.select().from(multisigConfirmations).where(where)
    if (confirmations.some((c) => getAddress(c.owner) !== proposer)) {
      throw unprocessable('Transaction has confirmations of other owners')
    }
    await trx.delete(multisigConfirmations).where(where)
    await trx
      .delete(multisigTransactions)
      .where(
        and(
          eq(multisigTransactions.chainId, chain.chainId),
          eq(multisigTransactions.safeTxHash, safeTxHash),
        ),
      )
    await bumpDataVersion(trx, chain.chainId)
  })
}
