import { buildSafeTransaction } from '@assent/core'
import { and, eq, isNotNull } from 'drizzle-orm'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readSafeState } from '../chain/readSafeState'
import { multisigTransactions } from '../db/schema/multisig'
import type { GatewayDeps } from '../deps'
import { buildProposal } from '../transactions/buildProposal'
import { proposeTransaction } from '../transactions/proposeTransaction'
import { proposeBodySchema } from '../transactions/schemas'
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
  if (!chain || !mainnet) return false
  const [proposed] = await deps.db
    .select({ hash: multisigTransactions.safeTxHash })
    .from(multisigTransactions)
    .where(
      and(
        eq(multisigTransactions.chainId, chain.chainId),
        eq(multisigTransactions.safe, mainnet.address),
        isNotNull(multisigTransactions.proposer),
      ),
    )
    .limit(1)
  if (proposed) return false
  const owner = manifest.accounts.find((a) => a.address === mainnet.owners[0])
  const recipient = manifest.accounts[6]?.address
  if (!owner || !recipient) throw new Error('demo manifest: no key for the 1.3.0 Safe owner')
  const state = await readSafeState(deps, chain.chainId, mainnet.address)
  const params = {
    chainId: chain.chainId,
    safeAddress: mainnet.address,
    safeVersion: state.version,
    tx: buildSafeTransaction({ to: recipient, value: parseEther('0.05'), nonce: state.nonce }),
  }
  const body = proposeBodySchema.parse(
    await buildProposal(privateKeyToAccount(owner.privateKey), params),
  )
  await proposeTransaction(deps, chain, mainnet.address, body)
  return true
}
