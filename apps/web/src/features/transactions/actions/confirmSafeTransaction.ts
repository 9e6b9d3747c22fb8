import type { SafeTransactionData } from '@assent/core'
import { addConfirmation, type GatewayClient } from '@assent/gateway-client'
import type { Address, Hex } from 'viem'
import {
  type SafeTransactionTarget,
  type SignTypedDataFn,
  signSafeTransaction,
} from './signSafeTransaction'

/**
 * Signs a queued SafeTx — rebuilt and verified locally, never the gateway's hash — and adds the
 * confirmation to the gateway. Free of React: the confirm button wraps it in a mutation.
 * @throws SignStepFailure from the wallet step; the gateway's errors as they come
 */
export async function confirmSafeTransaction({
  client,
  target,
  tx,
  account,
  signTypedData,
  reviewedSafeTxHash,
  onSigned,
}: {
  client: GatewayClient
  target: SafeTransactionTarget
  tx: SafeTransactionData
  account: Address
  /** The safeTxHash shown to the signer. */
  reviewedSafeTxHash?: Hex
  signTypedData: SignTypedDataFn
  onSigned?: () => void
}): Promise<{ safeTxHash: Hex }> {
  const { safeTxHash, signature } = await signSafeTransaction({
    target,
    tx,
    account,
    signTypedData,
    reviewedSafeTxHash,
  })
  onSigned?.()
  await addConfirmation(client, {
    chainId: String(target.chainId),
    safeTxHash,
    body: { signature },
  })
  return { safeTxHash }
}
