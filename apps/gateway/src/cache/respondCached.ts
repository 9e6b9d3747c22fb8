import type { Context } from 'hono'
import type { ChainContext } from '../chain/createChainRegistry'
import { freshSyncedHead } from '../chain/freshSyncedHead'
import { readDataVersion } from '../db/dataVersion'
import type { Db } from '../db/openDatabase'

/**
 * Answers a GET with `compute()`'s JSON, cached under the chain's data version and the full
 * request URL (paging links in the body are absolute, so the host is part of the answer).
 * The version is read before computing: a body is at least as new as its key, and any later
 * write bumps the version, so a cached body is never older than the data it is served for.
 * `perHead` adds the synced chain head to the key, for answers that also read chain state
 * directly (Safe info); without a known head such answers are not cached.
 */
export async function respondCached(
  c: Context,
  db: Db,
  chain: ChainContext,
  compute: () => Promise<unknown>,
  opts: { perHead?: boolean } = {},
): Promise<Response> {
  let head = ''
  if (opts.perHead) {
    const key = freshSyncedHead(chain)
    if (key === null) return c.json(await compute())
    head = key
  }
  const version = await readDataVersion(db, chain.chainId)
  const body = await chain.responses.get(`${version}|${head}|${c.req.url}`, compute)
  return c.body(body, 200, { 'Content-Type': 'application/json' })
}
