import { max } from 'drizzle-orm'
import type { Db } from '../db/openDatabase'
import { events } from '../db/schema/events'

/** The id of the newest event in the outbox, 0 when it is empty. */
export async function readLatestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(events.id) }).from(events)
  return Number(row?.last ?? 0)
}
