import { getSafeTxTypedData, type SafeTxHashParams, safeTxHash } from '@assent/core'
import { type ProposeTransactionBody, toProposeTransactionBody } from '@assent/gateway-client'
import type { Hex, LocalAccount } from 'viem'

/**
 * A proposal body signed by `owner` with EIP-712 typed data (what a wallet's
 * eth_signTypedData_v4 returns), in the wire form the web app sends, for seeding and tests.
 */
export async function buildProposal(
  owner: LocalAccount,
  params: SafeTxHashParams,
  origin?: string,
): Promise<ProposeTransactionBody & { signature: Hex }> {
  const signature = await owner.signTypedData(getSafeTxTypedData(params))
  const body = toProposeTransactionBody(params.tx, {
    safeTxHash: safeTxHash(params),
    sender: owner.address,
    signature,
    origin,
  })
  return { ...body, signature }
}
