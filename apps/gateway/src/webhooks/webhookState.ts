import { eq } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Db } from '../db/openDatabase'
import { webhooks } from '../db/schema/webhooks'

/** A webhook as its GET answers it: everything but the secret. */
export type WebhookState = {
  id: number
  chainId: string
  safe: Address | null
  owner: Address | null
  url: string
  /** The id of the last event delivered. */
  cursor: number
  consecutiveFailures: number
  paused: boolean
  lastError: string | null
  nextAttemptAt: number
  lastDeliveredAt: number | null
}

/** The state of webhook `id`, or undefined when there is none. */
export async function webhookState(db: Db, id: number): Promise<WebhookState | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id))
  if (!row) return undefined
  const { secret: _secret, createdAt: _createdAt, chainId, ...rest } = row
  return { ...rest, chainId: String(chainId) }
}
