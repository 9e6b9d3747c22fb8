import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { ChainRegistry } from '../chain/createChainRegistry'
import type { Db } from '../db/openDatabase'
import { emailNotifications, emailSubscriptions, emailWorkerState } from '../db/schema/email'
import { multisigConfirmations, multisigTransactions } from '../db/schema/multisig'
import { safeOwners } from '../db/schema/safes'
import { createEventWatermark } from '../events/createEventWatermark'
import { type OutboxEvent, readEvents } from '../events/readEvents'
import { readLatestEventId } from '../events/readLatestEventId'
import { runEvery } from '../events/runEvery'
import type { Logger } from '../log/createLogger'
import type { Mailer } from './createMailer'
import { shortAddress } from './transactionTitle'

/** Events that may leave an owner's signature awaited. */
const AWAITING = ['PENDING_MULTISIG_TRANSACTION', 'NEW_CONFIRMATION']
const PER_TICK = 100

/**
 * Mails confirmed subscribers when their signature is awaited: it follows the outbox past a
 * cursor kept in the database (a restart resumes there), and for each proposal or confirmation
 * of a subscribed Safe mails each subscribed owner who is still an owner and has not signed,
 * once per transaction (`email_notifications`). The mail links to the app's review page and
 * carries nothing that could sign. Runs on its own timer, never inside the indexer's work.
 */
export function startMailWorker(p: {
  db: Db
  chains: ChainRegistry
  mailer: Mailer
  log: Logger
  /** The link that ends subscription `id` (signed by the gateway, served by its routes). */
  unsubscribeLink: (subscriptionId: number) => string
  /** One line saying what the transaction does (see transactionTitle); without it, its nonce only. */
  describeTransaction?: (chainId: number, safe: Address, safeTxHash: Hex) => Promise<string>
  intervalMs?: number
}): { stop(): Promise<void> } {
  const intervalMs = p.intervalMs ?? 250
  const watermark = createEventWatermark(p.db, { gapTimeoutMs: 5_000 })

  async function readCursor(): Promise<number> {
    const [row] = await p.db.select().from(emailWorkerState).where(eq(emailWorkerState.id, 1))
    if (row) return row.cursor
    // A first start mails about what happens from now on, not the whole history.
    const cursor = await readLatestEventId(p.db)
    await p.db.insert(emailWorkerState).values({ id: 1, cursor }).onConflictDoNothing()
    return cursor
  }

  /** Mails what `event` leaves awaited; false when a mail failed (the event is tried again). */
  async function notify(event: OutboxEvent): Promise<boolean> {
    const safeTxHash = event.payload.safeTxHash as `0x${string}` | undefined
    if (!safeTxHash) return true
    const subscribers = await p.db
      .select()
      .from(emailSubscriptions)
      .where(
        and(
          eq(emailSubscriptions.chainId, event.chainId),
          eq(emailSubscriptions.safe, event.safe),
          isNotNull(emailSubscriptions.confirmedAt),
          inArray(
            emailSubscriptions.owner,
            p.db
              .select({ owner: safeOwners.owner })
              .from(safeOwners)
              .where(and(eq(safeOwners.chainId, event.chainId), eq(safeOwners.safe, event.safe))),
          ),
        ),
      )
    if (subscribers.length === 0) return true
    const [tx] = await p.db
      .select({ nonce: multisigTransactions.nonce })
      .from(multisigTransactions)
      .where(
        and(
          eq(multisigTransactions.chainId, event.chainId),
          eq(multisigTransactions.safeTxHash, safeTxHash),
          isNull(multisigTransactions.txHash),
        ),
      )
    if (!tx) return true
    const signed = new Set(
      (
        await p.db
          .select({ owner: multisigConfirmations.owner })
          .from(multisigConfirmations)
          .where(
            and(
              eq(multisigConfirmations.chainId, event.chainId),
              eq(multisigConfirmations.safeTxHash, safeTxHash),
            ),
          )
      ).map((row) => row.owner),
    )
    const shortName = p.chains.get(event.chainId)?.info.shortName ?? String(event.chainId)
    const link = `${p.mailer.appUrl}/transactions/tx?id=multisig_${event.safe}_${safeTxHash}&safe=${shortName}:${event.safe}`
    let title: string | null | undefined
    for (const subscriber of subscribers) {
      if (signed.has(subscriber.owner)) continue
      // Read once an owner is to be mailed; a failed read still sends the mail, by its nonce.
      title ??= await (
        p.describeTransaction?.(event.chainId, event.safe, safeTxHash) ?? Promise.resolve(null)
      ).catch((error: unknown) => {
        p.log.warn('transaction title unavailable for a mail', { error: String(error) })
        return null
      })
      const what = title ? `${title} (#${tx.nonce})` : `transaction #${tx.nonce}`
      // Claimed before sending: once per subscription and transaction, even across processes.
      const claimed = await p.db
        .insert(emailNotifications)
        .values({ subscriptionId: subscriber.id, safeTxHash, sentAt: Date.now() })
        .onConflictDoNothing()
        .returning({ id: emailNotifications.subscriptionId })
      if (claimed.length === 0) continue
      try {
        const unsubscribe = p.unsubscribeLink(subscriber.id)
        await p.mailer.send({
          to: subscriber.email,
          subject: `Safe ${shortName}:${shortAddress(event.safe)}: ${what} awaits your signature`,
          text: [
            `Transaction #${tx.nonce} on Safe ${shortName}:${event.safe} awaits the signature of ${subscriber.owner}.`,
            ...(title ? [`What it does, as the gateway decoded it: ${title}.`] : []),
            '',
            `Review it in the app: ${link}`,
            '',
            'This mail cannot sign anything: review and sign in the app with your wallet.',
            '',
            `Stop these mails for this Safe: ${unsubscribe}`,
          ].join('\n'),
          // RFC 8058: mail clients offer their own "Unsubscribe" button, which POSTs to the link.
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        })
      } catch (error) {
        // Released, so the next tick tries this mail again.
        await p.db
          .delete(emailNotifications)
          .where(
            and(
              eq(emailNotifications.subscriptionId, subscriber.id),
              eq(emailNotifications.safeTxHash, safeTxHash),
            ),
          )
        p.log.warn('notification mail failed', { to: subscriber.email, error: String(error) })
        return false
      }
    }
    return true
  }

  async function tick() {
    try {
      const upTo = await watermark.advance()
      const start = await readCursor()
      // At rest (most ticks): nothing to read, nothing to write — a write every tick was most
      // of an idle gateway's database work.
      if (upTo <= start) return
      let cursor = start
      const page = await readEvents(p.db, { scope: {}, afterId: cursor, upTo, limit: PER_TICK })
      for (const event of page) {
        if (AWAITING.includes(event.type) && !(await notify(event))) break
        cursor = event.id
      }
      // The whole page went through and it was the last: nothing else lies up to the watermark.
      if (page.length < PER_TICK && (page.length === 0 || cursor === page.at(-1)?.id)) cursor = upTo
      if (cursor !== start) {
        await p.db.update(emailWorkerState).set({ cursor }).where(eq(emailWorkerState.id, 1))
      }
    } catch (error) {
      p.log.warn('notification mails failed', { error: String(error) })
    }
  }

  return runEvery(intervalMs, tick)
}
