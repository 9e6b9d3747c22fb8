import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChainContext, createChainRegistry } from '../chain/createChainRegistry'
import { devnetChainConfig } from '../config/devnetChainConfig'
import { bumpDataVersion } from '../db/dataVersion'
import { type Database, openDatabase } from '../db/openDatabase'
import { respondCached } from './respondCached'

describe('respondCached', () => {
  let dataDir: string
  let database: Database
  // Nothing here reads the chain: the RPC URL is never contacted.
  const newChain = (): ChainContext =>
    createChainRegistry([devnetChainConfig('http://127.0.0.1:9')]).list()[0] as ChainContext

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'assent-respond-cached-'))
    database = await openDatabase({ dataDir })
  })
  afterAll(async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** An app whose one route counts how often its answer is really computed. */
  const appWith = (chain: ChainContext, perHead = false) => {
    let computed = 0
    const app = new Hono()
    app.get('/x', (c) =>
      respondCached(c, database.db, chain, async () => ({ computed: ++computed }), { perHead }),
    )
    const get = async (path = '/x') => {
      const res = await app.request(`http://gw.test${path}`)
      expect(res.headers.get('content-type')).toBe('application/json')
      return ((await res.json()) as { computed: number }).computed
    }
    return { get }
  }

  it('serves the cached answer until a write bumps the data version', async () => {
    const { get } = appWith(newChain())
    expect(await get()).toBe(1)
    expect(await get()).toBe(1)
    expect(await get('/x?cursor=1')).toBe(2) // another URL, another answer
    await bumpDataVersion(database.db, 31337)
    expect(await get()).toBe(3)
    expect(await get()).toBe(3)
  })

  it('sees writes made through another cache (another gateway process on one database)', async () => {
    const a = appWith(newChain())
    const b = newChain()
    expect(await a.get()).toBe(1)
    // "Process B" writes in a transaction of its own; A has no in-memory signal of it.
    await database.db.transaction((tx) => bumpDataVersion(tx, b.chainId))
    expect(await a.get()).toBe(2)
  })

  it('does not mix chains: a write on another chain keeps the cached answer', async () => {
    const { get } = appWith(newChain())
    expect(await get()).toBe(1)
    await bumpDataVersion(database.db, 1)
    expect(await get()).toBe(1)
  })

  it('caches per-head answers only while the synced head is known, and per head', async () => {
    const chain = newChain()
    const { get } = appWith(chain, true)
    expect(await get()).toBe(1)
    expect(await get()).toBe(2) // no head from an indexer: never cached
    chain.syncedHead = { key: '10:0xaa', at: Date.now() }
    expect(await get()).toBe(3)
    expect(await get()).toBe(3)
    chain.syncedHead = { key: '11:0xbb', at: Date.now() }
    expect(await get()).toBe(4)
    chain.syncedHead = { key: '11:0xbb', at: Date.now() - 60_000 } // stale: indexer stopped
    expect(await get()).toBe(5)
  })
})
