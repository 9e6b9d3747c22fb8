import { buildSafeTransaction } from '@assent/core'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeState } from '../chain/readSafeState'
import { multisigTransactions } from '../db/schema/multisig'
import type { GatewayDeps } from '../deps'
import { buildProposal } from '../transactions/buildProposal'
import { proposeTransaction } from '../transactions/proposeTransaction'
import { proposeBodySchema } from '../transactions/schemas'
import type { DemoManifest } from './seedDemoOffchain'

export type DemoTransfer = {
  safe: Address
  /** The owner that proposes and signs; its test key must be in the manifest. */
  signer: Address
  to: Address
  value: bigint
}

/**
 * Proposes an ETH transfer from a demo Safe at its next nonce, signed by one owner, through the
 * same service (and checks) as the API. Does nothing when the Safe already has a proposal, so
 * a restart never queues a second one.
 * @returns whether it proposed
 */
export async function queueDemoTransfer(
  deps: GatewayDeps,
  chain: ChainContext,
  manifest: DemoManifest,
  transfer: DemoTransfer,
): Promise<boolean> {
  const [proposed] = await deps.db
    .select({ hash: multisigTransactions.safeTxHash })
    .from(multisigTransactions)
    .where(
      and(
        eq(multisigTransactions.chainId, chain.chainId),
        eq(multisigTransactions.safe, transfer.safe),
        isNotNull(multisigTransactions.proposer),
      ),
    )
    .limit(1)
  if (proposed) return false
  const key = manifest.accounts.find((a) => a.address === transfer.signer)?.privateKey
  if (!key) throw new Error(`demo manifest: no key for ${transfer.signer}`)
  const state = await readSafeState(deps, chain.chainId, transfer.safe)
  const params = {
    chainId: chain.chainId,
    safeAddress: transfer.safe,
    safeVersion: state.version,
    tx: buildSafeTransaction({ to: transfer.to, value: transfer.value, nonce: state.nonce }),
  }
  const body = proposeBodySchema.parse(await buildProposal(privateKeyToAccount(key), params))
  await proposeTransaction(deps, chain, transfer.safe, body)
  return true
}
