import type { Database } from '../db/openDatabase'
import type { Logger } from '../log/createLogger'
import { createIndexerLease, LEASE_RENEW_MS } from './createIndexerLease'

/**
 * This process's role for one chain: holder of the chain's indexer lease or standby. `claim()`
 * takes the lease when it is free and then renews it every LEASE_RENEW_MS, independently of
 * ticks (a slow RPC can make one longer than the lease). A failed renewal only logs: the fence
 * of the next write decides, and a lease taken by another process shows as `lost`.
 */
export function createLeaseRole(p: { database: Database; chainId: number; log: Logger }) {
  const { chainId, log } = p
  const lease = createIndexerLease({ database: p.database, chainId })
  let renewal: ReturnType<typeof setInterval> | null = null
  let renewing: Promise<void> = Promise.resolve()
  let lost = false
  const firstLine = (error: unknown) =>
    error instanceof Error ? error.message.split('\n')[0] : String(error)

  const stopRenewing = async () => {
    if (renewal) clearInterval(renewal)
    renewal = null
    await renewing
  }

  return {
    holder: lease.holder,
    fence: lease.fence,
    /** Whether a renewal found the lease taken by another process since the last claim. */
    get lost() {
      return lost
    },
    /** Takes the lease (false: another process holds it) and keeps renewing it. */
    async claim(): Promise<boolean> {
      if (!(await lease.claim())) return false
      lost = false
      renewal = setInterval(() => {
        renewing = lease.renew().then(
          (held) => {
            if (!held) lost = true
          },
          (error: unknown) => {
            log.warn('indexer lease renewal failed', { chainId, error: firstLine(error) })
          },
        )
      }, LEASE_RENEW_MS)
      return true
    },
    /** Stops renewing a lease another process took: this one stands by from now on. */
    async standDown(): Promise<void> {
      await stopRenewing()
      log.warn('indexer lease lost; standing by', { chainId, holder: lease.holder })
    },
    /**
     * Stops renewing and gives the lease up, so a standby takes over at its next retry. A
     * release that fails only means the lease expires by itself: logged as a warning, or at
     * debug level when another error is what matters (`quiet`).
     */
    async release(opts: { quiet?: boolean } = {}): Promise<void> {
      await stopRenewing()
      await lease.release().catch((error: unknown) => {
        if (opts.quiet) log.debug('indexer lease release failed', { chainId, error: String(error) })
        else {
          log.warn('indexer lease release failed; it expires by itself', {
            chainId,
            error: firstLine(error),
          })
        }
      })
    },
    stopRenewing,
  }
}
