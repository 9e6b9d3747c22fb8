import { delegateTotp, type ProposerRequest } from '@assent/core'
import { addDelegate, type GatewayClient } from '@assent/gateway-client'
import type { Address } from 'viem'
import { type SignDelegateFn, signDelegate } from './signDelegate'

/**
 * Adds a proposer to a Safe: its owner (`request.delegator`) signs the Delegate typed data of
 * the current hour, proven here, and the gateway registers the proposer for this Safe with its
 * name and expiry. Free of React.
 * @throws SignStepFailure from the wallet step; the gateway's refusals as they come
 */
export async function addProposer(p: {
  client: GatewayClient
  safe: { chainId: string; address: Address }
  request: ProposerRequest
  signTypedData: SignDelegateFn
  nowMs: number
}): Promise<void> {
  const { request } = p
  const signature = await signDelegate({
    chainId: Number(p.safe.chainId),
    delegate: request.delegate,
    account: request.delegator,
    totp: delegateTotp(p.nowMs),
    signTypedData: p.signTypedData,
  })
  await addDelegate(p.client, {
    chainId: p.safe.chainId,
    body: {
      safe: p.safe.address,
      delegate: request.delegate,
      delegator: request.delegator,
      signature,
      label: request.label,
      expiryDate: request.expiresAt === null ? null : new Date(request.expiresAt).toISOString(),
    },
  })
}
