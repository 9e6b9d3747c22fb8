import { delegateTypedData, typedDataPreimage, verifySafeSignature } from '@assent/core'
import { and, asc, count, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm'
import {
  type Address,
  getAddress,
  type Hex,
  hashTypedData,
  recoverTypedDataAddress,
  size,
} from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeState } from '../chain/readSafeState'
import type { Db } from '../db/openDatabase'
import { delegates } from '../db/schema/delegates'
import { type GatewayDeps, now } from '../deps'
import { badRequest, notFound, unprocessable } from '../errors'
import type { PageRequest } from '../http/paging'
import { isoDate } from '../txService/serviceFormat'
import {
  claimSignature,
  earlierExpiry,
  type FirstUse,
  type Grant,
  HOUR_MS,
  recordRemoval,
  replayRefusal,
  type SignatureKey,
} from './delegateGrants'

/**
 * Who of `signers` signed the Delegate typed data of this hour or the previous one (a signature
 * made just before the hour turns stays usable), and which hour; null when none did. An ECDSA
 * signature, or — for a signer that is a contract, such as an owner that is itself a Safe — a
 * Safe-format contract signature (v = 0, r = the contract) its EIP-1271 `isValidSignature`
 * accepts on chain.
 */
async function findDelegateSigner(
  chain: ChainContext,
  p: { delegate: Address; signature: Hex; at: number },
  signers: readonly Address[],
): Promise<{ signer: Address; totp: number } | null> {
  if (size(p.signature) < 65) return null
  const isContractSignature = Number.parseInt(p.signature.slice(130, 132), 16) === 0
  if (!isContractSignature && size(p.signature) !== 65) return null
  const hour = Math.floor(p.at / HOUR_MS)
  for (const totp of [hour, hour - 1]) {
    const typedData = delegateTypedData({
      chainId: chain.chainId,
      delegate: p.delegate,
      totp: BigInt(totp),
    })
    if (isContractSignature) {
      const signer = getAddress(`0x${p.signature.slice(26, 66)}`)
      if (!signers.includes(signer)) return null
      const check = await verifySafeSignature({
        client: chain.client,
        // Only a Safe's own call passes msg.sender on; here the contract is asked directly.
        safeAddress: signer,
        caller: 'direct',
        hash: hashTypedData(typedData),
        preimage: typedDataPreimage(typedData),
        signatures: p.signature,
      }).catch(() => undefined)
      if (check?.status === 'verified') return { signer, totp }
      continue
    }
    const recovered = await recoverTypedDataAddress({
      ...typedData,
      signature: p.signature,
    }).catch(() => null)
    if (recovered && signers.includes(recovered)) return { signer: recovered, totp }
  }
  return null
}

/**
 * The owner who registered `delegate` for `safe` (or for all their Safes) and is still one of
 * `owners`, with an entry that has not expired; null when there is none. Propose calls it for a
 * sender who is not an owner.
 */
export async function findDelegator(
  db: Db,
  p: { chainId: number; safe: Address; delegate: Address; owners: readonly Address[]; at: number },
): Promise<Address | null> {
  if (p.owners.length === 0) return null
  const [row] = await db
    .select({ delegator: delegates.delegator })
    .from(delegates)
    .where(
      and(
        eq(delegates.chainId, p.chainId),
        eq(delegates.delegate, p.delegate),
        inArray(delegates.delegator, [...p.owners]),
        or(isNull(delegates.safe), eq(delegates.safe, p.safe)),
        or(isNull(delegates.expiresAt), gt(delegates.expiresAt, p.at)),
      ),
    )
    .orderBy(asc(delegates.id))
    .limit(1)
  return row ? getAddress(row.delegator) : null
}

/** A delegate entry in the service's shape. */
function toServiceDelegate(
  row: Pick<
    typeof delegates.$inferSelect,
    'safe' | 'delegate' | 'delegator' | 'label' | 'expiresAt'
  >,
) {
  return {
    safe: row.safe ? getAddress(row.safe) : null,
    delegate: getAddress(row.delegate),
    delegator: getAddress(row.delegator),
    label: row.label,
    expiryDate: isoDate(row.expiresAt),
  }
}

/** `GET /v2/delegates/`: entries of the chain matching every given filter, oldest first. */
export async function listDelegates(
  deps: GatewayDeps,
  chain: ChainContext,
  filters: { safe?: Address; delegate?: Address; delegator?: Address; label?: string },
  page: PageRequest,
) {
  const conditions: (SQL | undefined)[] = [
    eq(delegates.chainId, chain.chainId),
    filters.safe ? eq(delegates.safe, filters.safe) : undefined,
    filters.delegate ? eq(delegates.delegate, filters.delegate) : undefined,
    filters.delegator ? eq(delegates.delegator, filters.delegator) : undefined,
    filters.label !== undefined ? eq(delegates.label, filters.label) : undefined,
  ]
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(delegates)
      .where(where)
      .orderBy(asc(delegates.id))
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select({ value: count() }).from(delegates).where(where),
  ])
  return { count: total?.value ?? 0, results: rows.map(toServiceDelegate) }
}

/**
 * `POST /v2/delegates/`: the delegator signs the Delegate typed data; with a Safe, the delegator
 * must be one of its current owners (read on chain). The first post of a signature registers the
 * entry (again: updates its label and expiry). The signature does not cover the Safe, label or
 * expiry, so a later post of it (a replay) may not grant more: it must name the same Safe and
 * label and the same or an earlier expiry, and only ever shortens the entry's expiry. Throws 422
 * `Invalid signature` / `Delegator is not an owner of the Safe`, 400 for a broader replay.
 */
export async function addDelegate(
  deps: GatewayDeps,
  chain: ChainContext,
  p: {
    safe: Address | null
    delegate: Address
    delegator: Address
    label: string
    signature: Hex
    expiresAt: number | null
  },
) {
  const at = now(deps)
  const signed = await findDelegateSigner(
    chain,
    { delegate: p.delegate, signature: p.signature, at },
    [p.delegator],
  )
  if (!signed) throw unprocessable('Invalid signature')
  if (p.safe) {
    const safe = await readSafeState(deps, chain.chainId, p.safe)
    if (!safe.owners.includes(p.delegator)) {
      throw unprocessable('Delegator is not an owner of the Safe')
    }
  }
  const key: SignatureKey = {
    chainId: chain.chainId,
    delegate: p.delegate,
    delegator: p.delegator,
    totp: signed.totp,
  }
  const grant: Grant = { safe: p.safe, label: p.label, expiresAt: p.expiresAt }
  return deps.db.transaction(async (trx) => {
    const firstUse = await claimSignature(trx, key, grant, at)
    if (firstUse) return replayGrant(trx, key, firstUse, grant)
    const entry = { chainId: chain.chainId, delegate: p.delegate, delegator: p.delegator, ...grant }
    const updated = await trx
      .update(delegates)
      .set({ label: p.label, expiresAt: p.expiresAt })
      .where(entryWhere(chain.chainId, p))
      .returning({ id: delegates.id })
    if (updated.length === 0) {
      await trx
        .insert(delegates)
        .values({ ...entry, createdAt: at })
        .onConflictDoNothing()
    }
    return toServiceDelegate(entry)
  })
}

/**
 * A signature posted again: refused (400) when it asks for more than its first use or its entry
 * was removed since; otherwise the entry, its expiry shortened when this post asks for less.
 */
async function replayGrant(db: Db, key: SignatureKey, firstUse: FirstUse, posted: Grant) {
  const refusal = replayRefusal(key, firstUse, posted)
  if (refusal) throw badRequest(refusal)
  const where = entryWhere(key.chainId, { ...key, safe: posted.safe })
  const [row] = await db.select().from(delegates).where(where).limit(1)
  if (!row) {
    throw badRequest(
      `Delegate ${key.delegate} was removed after this signature added it; it cannot add it again. Sign a new delegate message from ${isoDate((key.totp + 1) * HOUR_MS)}.`,
    )
  }
  const expiresAt = earlierExpiry(row.expiresAt, posted.expiresAt)
  if (expiresAt !== row.expiresAt) await db.update(delegates).set({ expiresAt }).where(where)
  return toServiceDelegate({ ...row, expiresAt })
}

function entryWhere(
  chainId: number,
  p: { safe?: Address | null; delegate: Address; delegator: Address },
) {
  return and(
    eq(delegates.chainId, chainId),
    eq(delegates.delegate, p.delegate),
    eq(delegates.delegator, p.delegator),
    p.safe === undefined
      ? undefined
      : p.safe === null
        ? isNull(delegates.safe)
        : eq(delegates.safe, p.safe),
  )
}

/**
 * `DELETE /v2/delegates/{delegate}/`: the delegator or the delegate signs the Delegate typed
 * data; removes the entries of that pair (only the given Safe's when `safe` is set). A
 * delegator's removal signature is the one that would add the delegate, so a removal that took
 * effect marks it as used (delegateGrants.ts). Throws 422 `Invalid signature`, 404 when there is
 * no such entry.
 */
export async function removeDelegate(
  deps: GatewayDeps,
  chain: ChainContext,
  p: { safe?: Address | null; delegate: Address; delegator: Address; signature: Hex },
): Promise<void> {
  const at = now(deps)
  const signed = await findDelegateSigner(
    chain,
    { delegate: p.delegate, signature: p.signature, at },
    [p.delegator, p.delegate],
  )
  if (!signed) throw unprocessable('Invalid signature')
  await deps.db.transaction(async (trx) => {
    const removed = await trx
      .delete(delegates)
      .where(entryWhere(chain.chainId, p))
      .returning({ id: delegates.id })
    if (removed.length === 0) throw notFound('Not found.')
    if (signed.signer === p.delegator) {
      const key = { chainId: chain.chainId, delegate: p.delegate, delegator: p.delegator }
      await recordRemoval(trx, { ...key, totp: signed.totp }, at)
    }
  })
}
