import { encodeTxNote, type SafeTransactionData } from '@assent/core'
import {
  type GatewayClient,
  proposeTransaction,
  toProposeTransactionBody,
} from '@assent/gateway-client'
import type { Address, Hex } from 'viem'
import {
  type SafeTransactionTarget,
  type SignTypedDataFn,
  signSafeTransaction,
} from './signSafeTransaction'

export type ProposeSafeTransactionResult = {
  safeTxHash: Hex
  /** The safeTxHash the gateway says it stored, when it differs from ours (it must not). */
  storedDifferently?: Hex
}

/**
 * Signs a new SafeTx with the connected owner (proven here) and proposes it to the gateway.
 * Free of React: the propose step wraps it in a mutation that owns the cache invalidation.
 * @throws SignStepFailure from the wallet step; the gateway's errors as they come
 */
export async function proposeSafeTransaction({
  client,
  target,
  tx,
  account,
  origin,
  note,
  signTypedData,
  reviewedSafeTxHash,
  onSigned,
}: {
  client: GatewayClient
  target: SafeTransactionTarget
  tx: SafeTransactionData
  account: Address
  /** The Safe App that asked for it, stored with the proposal. */
  origin?: { name: string; url: string }
  /** The proposer's note for the other owners, stored in the origin as Safe{Wallet} does. */
  note?: string
  /** The safeTxHash shown to the signer. */
  reviewedSafeTxHash?: Hex
  signTypedData: SignTypedDataFn
  /** Called once the signature is proven, before the gateway is asked. */
  onSigned?: () => void
}): Promise<ProposeSafeTransactionResult> {
  const { safeTxHash, signature } = await signSafeTransaction({
    target,
    tx,
    account,
    signTypedData,
    reviewedSafeTxHash,
  })
  onSigned?.()
  const details = await proposeTransaction(client, {
    chainId: String(target.chainId),
    address: target.safeAddress,
    body: toProposeTransactionBody(tx, {
      safeTxHash,
      sender: account,
      signature,
      origin: encodeTxNote({ note, app: origin }),
    }),
  })
  const stored =
    details.detailedExecutionInfo?.type === 'MULTISIG'
      ? details.detailedExecutionInfo.safeTxHash
      : undefined
  return stored && stored.toLowerCase() !== safeTxHash.toLowerCase()
    ? { safeTxHash, storedDifferently: stored as Hex }
    : { safeTxHash }
}
