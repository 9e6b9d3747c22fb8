import { parseEther } from 'viem'
import type { GatewayDeps } from '../deps'
import { queueDemoTransfer } from './queueDemoTransfer'
import type { DemoManifest } from './seedDemoOffchain'

/**
 * Gives the demo's Safe 1.3.0 (non-L2) a queue: an ETH transfer (0.05 ETH to test account 6)
 * proposed and signed by its first owner, through the same service as the API. Does nothing
 * without that Safe in the manifest or when it already has a proposal.
 * @returns whether it proposed
 */
export async function seedMainnetQueue(
  deps: GatewayDeps,
  manifest: DemoManifest,
): Promise<boolean> {
  const chain = deps.chains.get(manifest.chainId)
  const mainnet = manifest.safes.mainnet
  const signer = mainnet?.owners[0]
  const recipient = manifest.accounts[6]?.address
  if (!chain || !mainnet || !signer || !recipient) return false
  return queueDemoTransfer(deps, chain, manifest, {
    safe: mainnet.address,
    signer,
    to: recipient,
    value: parseEther('0.05'),
  })
}
