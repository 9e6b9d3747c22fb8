import { delegateTotp } from '@assent/core'
import { deleteDelegate, type GatewayClient } from '@assent/gateway-client'
import type { Address } from 'viem'
import { type SignDelegateFn, signDelegate } from './signDelegate'

/**
 * Removes a proposer of a Safe: `account` — the owner who added it, or the proposer itself —
 * signs the Delegate typed data of the current hour, proven here, and the gateway deletes the
 * Safe's entry. Free of React.
 * @throws SignStepFailure from the wallet step; the gateway's refusals as they come
 */
export async function removeProposer(p: {
  client: GatewayClient
  safe: { chainId: string; address: Address }
  entry: { delegate: Address; delegator: Address }
  account: Address
  signTypedData: SignDelegateFn
  nowMs: number
}): Promise<void> {
  const signature = await signDelegate({
    chainId: Number(p.safe.chainId),
    delegate: p.entry.delegate,
    account: p.account,
    totp: delegateTotp(p.nowMs),
    signTypedData: p.signTypedData,
  })
  await deleteDelegate(p.client, {
    chainId: p.safe.chainId,
    delegateAddress: p.entry.delegate,
    body: { delegator: p.entry.delegator, safe: p.safe.address, signature },
  })
}
