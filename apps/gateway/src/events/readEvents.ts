import { and, asc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Db } from '../db/openDatabase'
import { events } from '../db/schema/events'
import { safeOwners } from '../db/schema/safes'

/** One outbox row as the stream and the deliveries send it. */
export type OutboxEvent = {
  id: number
  chainId: number
  safe: Address
  type: string
  payload: Record<string, string>
  createdAt: number
}

/**
 * Which events a reader follows: one Safe's, a list of Safes', the Safes an owner owns now, or
 * all of a chain.
 */
export type EventScope =
  | { chainId: number; safe: Address }
  | { chainId: number; safes: Address[] }
  | { chainId: number; owner: Address }
  | { chainId?: number }

/**
 * The outbox events of `scope` after `afterId` (up to `upTo`), oldest first, at most `limit`.
 *
 * @example const page = await readEvents(db, { scope: { chainId: 1, safe }, afterId: 0, limit: 100 })
 */
export async function readEvents(
  db: Db,
  params: { scope: EventScope; afterId: number; limit: number; upTo?: number },
): Promise<OutboxEvent[]> {
  const { scope, afterId, limit } = params
  const where: SQL[] = [gt(events.id, afterId)]
  if (params.upTo !== undefined) where.push(lte(events.id, params.upTo))
  if ('chainId' in scope && scope.chainId !== undefined) {
    where.push(eq(events.chainId, scope.chainId))
  }
  if ('safe' in scope) where.push(eq(events.safe, scope.safe))
  if ('safes' in scope) where.push(inArray(events.safe, scope.safes))
  if ('owner' in scope) {
    const owned = db
      .select({ safe: safeOwners.safe })
      .from(safeOwners)
      .where(and(eq(safeOwners.chainId, scope.chainId), eq(safeOwners.owner, scope.owner)))
    where.push(inArray(events.safe, owned))
  }
  return db
    .select()
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.id))
    .limit(limit)
}
