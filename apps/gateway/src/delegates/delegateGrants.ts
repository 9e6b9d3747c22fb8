import { and, eq, lt } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Db } from '../db/openDatabase'
import { delegateGrants } from '../db/schema/delegates'
import { isoDate } from '../txService/serviceFormat'

export const HOUR_MS = 3_600_000

/**
 * One delegator signature: the Delegate typed data covers only the delegate and the hour, so
 * every signature by this delegator for this delegate in this hour is the same authorisation
 * (whatever its bytes: ECDSA `s` and `v` forms, padded contract signatures).
 */
export type SignatureKey = {
  chainId: number
  delegate: Address
  delegator: Address
  /** The signed hour, `floor(unixSeconds / 3600)`. */
  totp: number
}

/** What a post of the signature asks for. */
export type Grant = { safe: Address | null; label: string; expiresAt: number | null }

export type FirstUse =
  | { kind: 'add'; safe: Address | null; label: string | null; expiresAt: number | null }
  | { kind: 'remove' }

function keyWhere(key: SignatureKey) {
  return and(
    eq(delegateGrants.chainId, key.chainId),
    eq(delegateGrants.delegate, key.delegate),
    eq(delegateGrants.delegator, key.delegator),
    eq(delegateGrants.totp, key.totp),
  )
}

/** Forgets signatures no longer accepted (older than the previous hour) of every chain. */
async function pruneExpired(db: Db, at: number): Promise<void> {
  const hour = Math.floor(at / HOUR_MS)
  await db.delete(delegateGrants).where(lt(delegateGrants.totp, hour - 1))
}

/**
 * Records `grant` as what this signature grants, when it is its first use; otherwise returns the
 * first use, which the post must stay within (`replayRefusal`). Call it inside the transaction
 * that writes the entry, so two posts of one signature cannot both count as first.
 */
export async function claimSignature(
  db: Db,
  key: SignatureKey,
  grant: Grant,
  at: number,
): Promise<FirstUse | null> {
  await pruneExpired(db, at)
  const inserted = await db
    .insert(delegateGrants)
    .values({ ...key, kind: 'add', ...grant, createdAt: at })
    .onConflictDoNothing()
    .returning({ totp: delegateGrants.totp })
  if (inserted.length > 0) return null
  const [first] = await db.select().from(delegateGrants).where(keyWhere(key)).limit(1)
  if (!first) throw new Error('delegate grant vanished while it was claimed')
  if (first.kind === 'remove') return { kind: 'remove' }
  return { kind: 'add', safe: first.safe, label: first.label, expiresAt: first.expiresAt }
}

/**
 * Marks a signature the delegator removed a delegate with: it is the very signature that would
 * add it (same typed data), so it may not add it afterwards. Call it in the removal's
 * transaction. A signature that already added an entry keeps that first use (a replay of it then
 * finds the entry gone).
 */
export async function recordRemoval(db: Db, key: SignatureKey, at: number): Promise<void> {
  await pruneExpired(db, at)
  await db
    .insert(delegateGrants)
    .values({ ...key, kind: 'remove', createdAt: at })
    .onConflictDoNothing()
}

const describeSafe = (safe: Address | null) => (safe ? `Safe ${safe}` : 'every Safe')
const describeExpiry = (expiresAt: number | null) =>
  expiresAt === null ? 'no expiry' : `expiry ${isoDate(expiresAt)}`

/**
 * Why a later post of a signature may not take effect, or null when it asks for no more than its
 * first use: the same Safe, the same label, and the same or an earlier expiry.
 */
export function replayRefusal(key: SignatureKey, first: FirstUse, posted: Grant): string | null {
  const retry = `Sign a new delegate message from ${isoDate((key.totp + 1) * HOUR_MS)} to change it.`
  if (first.kind === 'remove') {
    return `This signature was used to remove delegate ${key.delegate}; it cannot add it. ${retry}`
  }
  const was = `This signature already added delegate ${key.delegate}`
  if (posted.safe !== first.safe) {
    return `${was} for ${describeSafe(first.safe)}; it cannot add it for ${describeSafe(posted.safe)}. ${retry}`
  }
  if (
    first.expiresAt !== null &&
    (posted.expiresAt === null || posted.expiresAt > first.expiresAt)
  ) {
    return `${was} with ${describeExpiry(first.expiresAt)}; it cannot extend that to ${describeExpiry(posted.expiresAt)}. ${retry}`
  }
  if (posted.label !== first.label) {
    return `${was} with label "${first.label}"; it cannot relabel it "${posted.label}". ${retry}`
  }
  return null
}

/** The earlier of two expiries, null being never. */
export function earlierExpiry(a: number | null, b: number | null): number | null {
  if (a === null) return b
  if (b === null) return a
  return Math.min(a, b)
}
