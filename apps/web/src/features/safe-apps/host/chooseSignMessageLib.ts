import { getSignMessageLibAddresses, SAFE_1_3_0_EIP155_DEPLOYMENTS } from '@assent/core'
import type { Address } from 'viem'

const eip155Singletons = new Set(
  [SAFE_1_3_0_EIP155_DEPLOYMENTS.safe, SAFE_1_3_0_EIP155_DEPLOYMENTS.safeL2].map((a) =>
    a.toLowerCase(),
  ),
)

/**
 * The SignMessageLib a Safe delegate-calls to sign on chain: built in per Safe version, never
 * the gateway's `contractAddresses` (a delegate call runs with the Safe's storage). A 1.3.0
 * Safe on the EIP-155 singleton gets the EIP-155 deployment, any other 1.3.0 the canonical one.
 * @throws Error for a Safe version without a built-in SignMessageLib.
 */
export function chooseSignMessageLib(safe: {
  version: string | null | undefined
  implementation?: string
}): Address {
  const [canonical, eip155] = getSignMessageLibAddresses(safe.version ?? '')
  if (!canonical) {
    throw new Error(
      `On-chain signing is not supported for Safe version ${safe.version ?? 'unknown'}`,
    )
  }
  return eip155 && eip155Singletons.has(safe.implementation?.toLowerCase() ?? '')
    ? eip155
    : canonical
}
