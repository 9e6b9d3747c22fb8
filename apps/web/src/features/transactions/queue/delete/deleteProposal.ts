import { deleteRequestTypedData } from '@assent/core'
import { deleteTransaction, type GatewayClient } from '@assent/gateway-client'
import { type Address, type Hex, hashTypedData } from 'viem'
import { SignStepFailure, signAndProve } from '../../../../wallet/signAndProve'

/** The delete request a wallet signs (EIP-712 `DeleteRequest`). */
export type DeleteRequestTypedData = ReturnType<typeof deleteRequestTypedData>

/** Asks a wallet for an EIP-712 signature of a delete request (wagmi's or viem's signTypedData). */
export type SignDeleteRequestFn = (
  typedData: DeleteRequestTypedData & { account: Address },
) => Promise<Hex>

/** What a delete request is about: the proposal on one Safe, in one hour. */
export type DeleteRequest = {
  chainId: string
  safeAddress: Address
  /** The proposal's safeTxHash, as recomputed here. */
  safeTxHash: Hex
  /** The hour the request was built for (deleteRequestTotp); the service takes it for two. */
  totp: bigint
}

/**
 * Deletes a queued proposal at its proposer's request: builds the Transaction Service's
 * DeleteRequest for the reviewed safeTxHash and hour, hashes it here, has the wallet sign it and
 * proves the signature (ECDSA by `account` over that hash) before the gateway gets it. The
 * gateway checks the same request (deleteRequestTypedData) and that no other owner confirmed.
 * @throws SignStepFailure from the wallet step, or when the request is not the one reviewed;
 * the gateway's refusals as they come
 */
export async function deleteProposal({
  client,
  request,
  reviewedHash,
  account,
  signTypedData,
  onSigned,
}: {
  client: GatewayClient
  request: DeleteRequest
  /** The EIP-712 hash of the delete request the signer was shown. */
  reviewedHash: Hex
  account: Address
  signTypedData: SignDeleteRequestFn
  /** Called once the signature is proven, before the gateway is asked. */
  onSigned?: () => void
}): Promise<{ safeTxHash: Hex }> {
  const typedData = deleteRequestTypedData({ ...request, chainId: Number(request.chainId) })
  const hash = hashTypedData(typedData)
  if (hash.toLowerCase() !== reviewedHash.toLowerCase()) {
    throw new SignStepFailure(
      'Nothing was signed',
      `The delete request hashes to ${hash}, not to the ${reviewedHash} you reviewed.`,
    )
  }
  const signature = await signAndProve({
    sign: () => signTypedData({ ...typedData, account }),
    account,
    hash,
  })
  onSigned?.()
  await deleteTransaction(client, {
    chainId: request.chainId,
    safeTxHash: request.safeTxHash,
    body: { signature },
  })
  return { safeTxHash: request.safeTxHash }
}
