import { getSafeTxTypedData } from '@assent/core'
import { type Hex, recoverTypedDataAddress } from 'viem'
import type { MainnetWorld } from './startMainnetChain'

/**
 * `POST /v1/chains/1/transactions/{safeTxHash}/confirmations` as the official gateway (its
 * Transaction Service) handles it: the signature must recover, over the transaction's own
 * hash, to an owner who has not confirmed yet. Returns the transaction, or a `{ status, body }`
 * refusal in the service's words.
 */
export async function addConfirmationTo(
  world: MainnetWorld,
  safeTxHash: string,
  body: unknown,
): Promise<{ status: number; body: unknown } | { safeTxHash: Hex }> {
  const safeTx = world.queued.find((q) => q.safeTxHash.toLowerCase() === safeTxHash.toLowerCase())
  if (!safeTx || safeTx.txHash) {
    return { status: 404, body: { code: 404, message: 'Safe transaction not found' } }
  }
  const signature = (body as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature)) {
    return { status: 422, body: { code: 422, message: 'Invalid signature' } }
  }
  const signer = await recoverTypedDataAddress({
    ...getSafeTxTypedData({
      chainId: 1,
      safeAddress: world.safe,
      safeVersion: world.version,
      tx: safeTx.tx,
    }),
    signature: signature as Hex,
  })
  const owner = world.owners.find((o) => o.toLowerCase() === signer.toLowerCase())
  if (!owner) {
    return { status: 422, body: { code: 422, message: `Signer=${signer} is not an owner` } }
  }
  if (!safeTx.confirmations.some((c) => c.signer === owner)) {
    safeTx.confirmations.push({ signer: owner, signature: signature as Hex })
  }
  return { safeTxHash: safeTx.safeTxHash }
}
