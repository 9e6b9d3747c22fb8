import type { TransactionDetails } from '@assent/gateway-client'
import { and, eq, ne } from 'drizzle-orm'
import { type Address, getAddress, type Hex } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { multisigTransactions as txs } from '../db/schema/multisig'
import { safes } from '../db/schema/safes'
import { moduleTransactions, transfers } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import { notFound } from '../errors'
import { lowercaseHex } from '../wire/lowercaseHex'
import { toCreationDetails, toModuleDetails, toMultisigDetails, toTransferDetails } from './details'
import type { RequestedTransactionId } from './ids'
import { loadConfirmations } from './loadConfirmations'
import { loadMappingContext } from './loadMappingContext'

const txNotFound = (id: string) => notFound(`Transaction ${id} not found`)

/**
 * `transactions/{id}`: details of a tx by any id kind (`multisig_…`, `module_…`,
 * `transfer_…`, `creation_…`) or a bare safeTxHash, parsed by parseTransactionIdParam (400 for
 * a malformed id); 404 when unknown.
 */
export async function getTransactionDetails(
  deps: GatewayDeps,
  chain: ChainContext,
  { id, parsed }: { id: string; parsed: RequestedTransactionId },
): Promise<TransactionDetails> {
  const chainId = chain.chainId
  switch (parsed.kind) {
    case 'multisig':
    case 'safeTxHash': {
      const details = await getMultisigDetails(deps, chain, parsed.safeTxHash)
      if (!details || (parsed.kind === 'multisig' && details.safeAddress !== parsed.safe)) {
        throw txNotFound(id)
      }
      return details
    }
    case 'module': {
      const [row] = await deps.db
        .select()
        .from(moduleTransactions)
        .where(
          and(
            eq(moduleTransactions.chainId, chainId),
            eq(moduleTransactions.txHash, parsed.txHash),
            eq(moduleTransactions.logIndex, parsed.logIndex),
            eq(moduleTransactions.safe, parsed.safe),
          ),
        )
      if (!row) throw txNotFound(id)
      const safe = await readSafeStateCached(chain, parsed.safe)
      return toModuleDetails(row, await loadMappingContext(deps, chain, safe, [row.to]))
    }
    case 'transfer': {
      const [row] = await deps.db
        .select()
        .from(transfers)
        .where(
          and(
            eq(transfers.chainId, chainId),
            eq(transfers.txHash, parsed.txHash),
            eq(transfers.logIndex, parsed.logIndex),
            eq(transfers.safe, parsed.safe),
          ),
        )
      if (!row) throw txNotFound(id)
      const safe = await readSafeStateCached(chain, parsed.safe)
      return toTransferDetails(row, await loadMappingContext(deps, chain, safe, [row.tokenAddress]))
    }
    case 'creation': {
      const [row] = await deps.db
        .select()
        .from(safes)
        .where(and(eq(safes.chainId, chainId), eq(safes.address, parsed.safe)))
      if (!row) throw txNotFound(id)
      const safe = await readSafeStateCached(chain, parsed.safe)
      return toCreationDetails(row, await loadMappingContext(deps, chain, safe, []))
    }
  }
}

/**
 * Details of a stored multisig tx, or null when the hash is unknown on this chain. Rejectors
 * are the signers of a cancellation (zero-value empty call to the Safe) at the same nonce.
 */
export async function getMultisigDetails(
  deps: GatewayDeps,
  chain: ChainContext,
  safeTxHash: Hex,
): Promise<TransactionDetails | null> {
  const [row] = await deps.db
    .select()
    .from(txs)
    .where(and(eq(txs.chainId, chain.chainId), eq(txs.safeTxHash, lowercaseHex(safeTxHash))))
  if (!row) return null
  const safeAddress = getAddress(row.safe)
  const [safe, cancellations] = await Promise.all([
    readSafeStateCached(chain, safeAddress),
    deps.db
      .select({ safeTxHash: txs.safeTxHash })
      .from(txs)
      .where(
        and(
          eq(txs.chainId, chain.chainId),
          eq(txs.safe, safeAddress),
          eq(txs.nonce, row.nonce),
          eq(txs.to, safeAddress),
          eq(txs.value, '0'),
          eq(txs.data, '0x'),
          eq(txs.operation, 0),
          ne(txs.safeTxHash, row.safeTxHash),
        ),
      ),
  ])
  const confirmations = await loadConfirmations(deps, chain.chainId, [
    row.safeTxHash,
    ...cancellations.map((c) => c.safeTxHash),
  ])
  const rejectors: Address[] = cancellations.flatMap((c) =>
    (confirmations.get(c.safeTxHash) ?? []).map((r) => getAddress(r.owner)),
  )
  const ctx = await loadMappingContext(deps, chain, safe, [row.to, row.gasToken])
  return toMultisigDetails(row, confirmations.get(row.safeTxHash) ?? [], ctx, rejectors)
}
