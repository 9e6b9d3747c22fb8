import type { SafeNonces } from '@assent/gateway-client'
import { and, eq, max } from 'drizzle-orm'
import type { SafeState } from '../chain/readSafeState'
import { multisigTransactions } from '../db/schema/multisig'
import type { GatewayDeps } from '../deps'

/**
 * The Safe's nonce and the nonce a new tx should take: after the highest stored one, never
 * below the Safe's (GATEWAY-API.md: max(Safe nonce, highest stored nonce + 1)).
 */
export async function getNonces(
  deps: Pick<GatewayDeps, 'db'>,
  chainId: number,
  safe: SafeState,
): Promise<SafeNonces> {
  const [row] = await deps.db
    .select({ highest: max(multisigTransactions.nonce) })
    .from(multisigTransactions)
    .where(
      and(eq(multisigTransactions.chainId, chainId), eq(multisigTransactions.safe, safe.address)),
    )
  const next = row?.highest == null ? 0n : BigInt(row.highest) + 1n
  const recommended = next > safe.nonce ? next : safe.nonce
  return { currentNonce: Number(safe.nonce), recommendedNonce: Number(recommended) }
}
