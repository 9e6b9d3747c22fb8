import { parseEther } from 'viem'
import type { GatewayDeps } from '../deps'
import { queueDemoTransfer } from './queueDemoTransfer'
import type { DemoManifest } from './seedDemoOffchain'

/**
 * Gives the demo's nested Safe (owned by the 2-of-3 demo Safe and a test account, threshold 2)
 * a queue: an ETH transfer (0.1 ETH to test account 8) signed by its test-account owner, so the
 * second confirmation must come through the parent Safe. Does nothing without that Safe in the
 * manifest or when it already has a proposal.
 * @returns whether it proposed
 */
export async function seedNestedQueue(deps: GatewayDeps, manifest: DemoManifest): Promise<boolean> {
  const chain = deps.chains.get(manifest.chainId)
  const nested = manifest.safes.nested
  const keyed = new Set(manifest.accounts.map((a) => a.address))
  const signer = nested?.owners.find((owner) => keyed.has(owner))
  const recipient = manifest.accounts[8]?.address
  if (!chain || !nested || !signer || !recipient) return false
  return queueDemoTransfer(deps, chain, manifest, {
    safe: nested.address,
    signer,
    to: recipient,
    value: parseEther('0.1'),
  })
}
