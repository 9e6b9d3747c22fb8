import { and, eq, inArray } from 'drizzle-orm'
import type { Hex } from 'viem'
import { multisigConfirmations } from '../db/schema/multisig'
import type { GatewayDeps } from '../deps'
import type { ConfirmationRow } from './summary'

/** Confirmations of the given safeTxHashes, grouped by hash (every hash has an entry). */
export async function loadConfirmations(
  deps: Pick<GatewayDeps, 'db'>,
  chainId: number,
  safeTxHashes: readonly Hex[],
): Promise<Map<Hex, ConfirmationRow[]>> {
  const grouped = new Map<Hex, ConfirmationRow[]>(safeTxHashes.map((h) => [h, []]))
  if (safeTxHashes.length === 0) return grouped
  const rows = await deps.db
    .select()
    .from(multisigConfirmations)
    .where(
      and(
        eq(multisigConfirmations.chainId, chainId),
        inArray(multisigConfirmations.safeTxHash, [...safeTxHashes]),
      ),
    )
    .orderBy(multisigConfirmations.submittedAt)
  for (const row of rows) grouped.get(row.safeTxHash)?.push(row)
  return grouped
}
