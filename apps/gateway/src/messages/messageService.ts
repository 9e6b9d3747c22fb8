import { safeMessageHash } from '@assent/core'
import type { SafeMessage, SafeMessageListItem, SafeMessageListPage } from '@assent/gateway-client'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { type Address, getAddress, type Hex } from 'viem'
import type { z } from 'zod'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeState } from '../chain/readSafeState'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { verifyOwnerSignatures } from '../chain/verifyOwnerSignatures'
import { bumpDataVersion } from '../db/dataVersion'
import { messageConfirmations, messages } from '../db/schema/messages'
import { type GatewayDeps, now } from '../deps'
import { notFound, unprocessable } from '../errors'
import { type PageRequest, toPage } from '../http/paging'
import { buildHistoryPage } from '../wire/historyPage'
import { lowercaseHex } from '../wire/lowercaseHex'
import { type proposeMessageBodySchema, toMessageContent } from './schemas'
import { type MessageConfirmationRow, type MessageRow, toSafeMessage } from './toSafeMessage'

type ProposeMessageBody = z.output<typeof proposeMessageBodySchema>

/** Writes a message (unless stored) and owners' signatures (unless stored) in one DB transaction. */
async function storeMessageSignatures(
  deps: GatewayDeps,
  chainId: number,
  messageHash: Hex,
  signatures: { owner: Address; signature: Hex; kind: string }[],
  message?: typeof messages.$inferInsert,
): Promise<void> {
  const at = now(deps)
  await deps.db.transaction(async (trx) => {
    const stored = message
      ? await trx
          .insert(messages)
          .values(message)
          .onConflictDoNothing()
          .returning({ messageHash: messages.messageHash })
      : []
    const inserted = await trx
      .insert(messageConfirmations)
      .values(
        signatures.map((s) => ({
          chainId,
          messageHash,
          owner: s.owner,
          signature: s.signature,
          signatureType: s.kind,
          createdAt: at,
        })),
      )
      .onConflictDoNothing()
      .returning({ owner: messageConfirmations.owner })
    if (inserted.length > 0) {
      await trx
        .update(messages)
        .set({ modifiedAt: at })
        .where(and(eq(messages.chainId, chainId), eq(messages.messageHash, messageHash)))
    }
    // A repeat changes nothing, so it must not bump the data version either.
    if (stored.length + inserted.length > 0) await bumpDataVersion(trx, chainId)
  })
}

/**
 * Proposes an off-chain message: its safeMessageHash is computed from the content and the
 * Safe's version, the signature must be a current owner's over that hash. Repeating it is a
 * no-op. Returns the message hash.
 */
export async function proposeMessage(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  body: ProposeMessageBody,
): Promise<Hex> {
  const safe = await readSafeState(deps, chain.chainId, address)
  let hash: Hex
  try {
    hash = lowercaseHex(
      safeMessageHash({
        chainId: chain.chainId,
        safeAddress: address,
        safeVersion: safe.version,
        message: toMessageContent(body.message),
      }),
    )
  } catch {
    throw unprocessable('Invalid message')
  }
  const signatures = await verifyOwnerSignatures(chain, safe, hash, body.signature)
  const at = now(deps)
  await storeMessageSignatures(deps, chain.chainId, hash, signatures, {
    chainId: chain.chainId,
    messageHash: hash,
    safe: address,
    message: typeof body.message === 'string' ? body.message : JSON.stringify(body.message),
    messageKind: typeof body.message === 'string' ? 'string' : 'typed',
    safeAppId: body.safeAppId ?? null,
    origin: body.origin ?? null,
    // verifyOwnerSignatures returns at least one signer (or throws).
    proposedBy: signatures[0]!.owner,
    createdAt: at,
    modifiedAt: at,
  })
  return hash
}

async function requireMessage(deps: GatewayDeps, chain: ChainContext, messageHash: Hex) {
  const [row] = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.chainId, chain.chainId), eq(messages.messageHash, messageHash)))
  if (!row) throw notFound(`Message ${messageHash} not found`)
  return row
}

/** Adds a current owner's signature to a stored message; repeating it is a no-op. */
export async function confirmMessage(
  deps: GatewayDeps,
  chain: ChainContext,
  messageHash: Hex,
  signature: Hex,
): Promise<void> {
  const row = await requireMessage(deps, chain, messageHash)
  const safe = await readSafeState(deps, chain.chainId, getAddress(row.safe))
  const signatures = await verifyOwnerSignatures(chain, safe, messageHash, signature)
  await storeMessageSignatures(deps, chain.chainId, messageHash, signatures)
}

/** The stored confirmations of each message, oldest first (both API dialects list them so). */
export async function loadMessageConfirmations(deps: GatewayDeps, chainId: number, hashes: Hex[]) {
  const grouped = new Map<Hex, MessageConfirmationRow[]>(hashes.map((h) => [h, []]))
  if (hashes.length === 0) return grouped
  const rows = await deps.db
    .select()
    .from(messageConfirmations)
    .where(
      and(
        eq(messageConfirmations.chainId, chainId),
        inArray(messageConfirmations.messageHash, hashes),
      ),
    )
    .orderBy(asc(messageConfirmations.createdAt))
  for (const row of rows) grouped.get(row.messageHash)?.push(row)
  return grouped
}

/** One stored message by hash, with status by the Safe's current owners and threshold. */
export async function getMessage(
  deps: GatewayDeps,
  chain: ChainContext,
  messageHash: Hex,
): Promise<SafeMessage> {
  const row = await requireMessage(deps, chain, messageHash)
  const [safe, confirmations] = await Promise.all([
    readSafeStateCached(chain, getAddress(row.safe)),
    loadMessageConfirmations(deps, chain.chainId, [row.messageHash]),
  ])
  return toSafeMessage(row, confirmations.get(row.messageHash) ?? [], safe, deps.settings.safeApps)
}

/** The Safe's messages newest first, paged over messages, with a DATE_LABEL per UTC day. */
export async function listMessages(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  page: PageRequest,
  requestUrl: string,
): Promise<SafeMessageListPage> {
  const where = and(eq(messages.chainId, chain.chainId), eq(messages.safe, address))
  const windowStart = Math.max(0, page.offset - 1)
  const [rows, [total], safe] = await Promise.all([
    deps.db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.messageHash))
      .limit(page.limit + (page.offset - windowStart))
      .offset(windowStart),
    deps.db.select({ value: count() }).from(messages).where(where),
    readSafeStateCached(chain, address),
  ])
  const entries = rows.map((row) => ({ row, timestamp: row.createdAt }))
  const items = buildHistoryPage(entries, 'UTC', page.offset - windowStart, page.limit)
  const onPage = items.flatMap((i) => (i.type === 'TRANSACTION' ? [i.transaction.row] : []))
  const confirmations = await loadMessageConfirmations(
    deps,
    chain.chainId,
    onPage.map((r: MessageRow) => r.messageHash),
  )
  const results: SafeMessageListItem[] = items.map((item) =>
    item.type === 'DATE_LABEL'
      ? item
      : toSafeMessage(
          item.transaction.row,
          confirmations.get(item.transaction.row.messageHash) ?? [],
          safe,
          deps.settings.safeApps,
        ),
  )
  return toPage(requestUrl, page, total?.value ?? 0, results)
}
