import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSafeTransaction, safeAbi } from '@assent/core'
import {
  startPostgres,
  startTestDevnet,
  TEST_ACCOUNTS,
  type TestDevnet,
  type TestPostgres,
} from '@assent/test'
import { sql } from 'drizzle-orm'
import { type Address, getAddress, type Hex, parseEther, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRows } from '../db/executeRows'
import { openDatabase } from '../db/openDatabase'
import { deployTestSafe } from '../testing/deployTestSafe'
import { DATABASE_KINDS } from '../testing/startTestStack'
import { buildProposal } from '../transactions/buildProposal'
import { type SpawnedGateway, spawnGateway } from './spawnGateway'

const WRITES = 1_000
const PROPOSALS = WRITES / 2
/**
 * SIGKILL once this many writes were answered 2xx, with the rest of the 1,000 in flight or
 * queued (16 clients): the process dies in the middle of the run.
 */
const KILL_AFTER = Number(process.env.CRASH_KILL_AFTER ?? 150)
const [alice, bob, carol] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol) throw new Error('test accounts missing')

type Write = { kind: 'propose' | 'confirm'; safeTxHash: Hex; path: string; body: string }

describe.each(DATABASE_KINDS)('kill -9 of the gateway during writes (%s)', (kind) => {
  let devnet: TestDevnet
  let postgres: TestPostgres | undefined
  let gateway: SpawnedGateway | undefined
  let dataDir: string
  let safe: Address
  const writes: Write[][] = []

  beforeAll(async () => {
    devnet = await startTestDevnet()
    postgres = kind === 'postgres' ? await startPostgres({ database: 'crash' }) : undefined
    dataDir = mkdtempSync(join(tmpdir(), 'assent-crash-'))
    // Create (initdb + migrate) the PGlite folder here: its first creation is slow, and the
    // crash under test is a later one.
    await (await openDatabase({ dataDir, databaseUrl: postgres?.url })).close()
    safe = (
      await deployTestSafe(devnet, {
        owners: [alice.address, bob.address, carol.address],
        threshold: 2,
      })
    ).address
    // Each pair: alice proposes nonce i, then bob confirms it (only after the proposal is in).
    for (let i = 0; i < PROPOSALS; i++) {
      const body = await buildProposal(alice, {
        chainId: 31337,
        safeAddress: safe,
        safeVersion: '1.4.1',
        tx: buildSafeTransaction({ to: carol.address, value: BigInt(i + 1), nonce: BigInt(i) }),
      })
      const hash = body.safeTxHash.toLowerCase() as Hex
      writes.push([
        {
          kind: 'propose',
          safeTxHash: hash,
          path: `/v1/chains/31337/transactions/${safe}/propose`,
          body: JSON.stringify(body),
        },
        {
          kind: 'confirm',
          safeTxHash: hash,
          path: `/v1/chains/31337/transactions/${hash}/confirmations`,
          body: JSON.stringify({ signature: await bob.sign({ hash }) }),
        },
      ])
    }
  })
  afterAll(async () => {
    await gateway?.kill9()
    await postgres?.stop()
    await devnet?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const start = () =>
    spawnGateway({
      rpcPort: Number(new URL(devnet.rpcUrl).port),
      dataDir,
      databaseUrl: postgres?.url,
      timeoutMs: 120_000,
    })

  // Two process starts (tsx + database open) dominate; ~40 s on an idle 2-core machine.
  it(`keeps every acknowledged write of ${WRITES}, half-writes none, indexes without gaps`, {
    timeout: 240_000,
  }, async () => {
    gateway = await start()
    const url = gateway.url
    const acknowledged: Write[] = []
    let killed = false
    let killing: Promise<void> | undefined
    // Chain activity meanwhile, so the indexer is busy when the process dies.
    let depositing = true
    const deposits = (async () => {
      const sender = devnet.walletClients[5]!
      while (depositing) {
        await sender.sendTransaction({ to: safe, value: parseEther('0.01') })
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()
    // Awaited below; this only keeps an early test failure from also reporting it unhandled.
    deposits.catch(() => {})
    let next = 0
    const client = async () => {
      while (!killed && next < writes.length) {
        const pair = writes[next++]!
        for (const write of pair) {
          const res = await fetch(`${url}${write.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: write.body,
          }).catch(() => null)
          if (!res) return // the process is gone
          const text = await res.text()
          if (res.ok) acknowledged.push(write)
          else if (!killed) throw new Error(`${write.kind} answered ${res.status}: ${text}`)
          if (acknowledged.length >= KILL_AFTER && !killed) {
            killed = true
            killing = gateway!.kill9()
          }
          if (!res.ok) break
        }
      }
    }
    const started = Date.now()
    await Promise.all(Array.from({ length: 16 }, client))
    const firing = Date.now() - started
    await killing
    expect(killed).toBe(true)
    depositing = false
    await deposits

    gateway = await start()
    const head = Number(await devnet.publicClient.getBlockNumber())
    for (let synced = false; !synced; ) {
      const status = (await fetch(`${gateway.url}/v1/chains/31337/about/indexing`).then((r) =>
        r.json(),
      )) as { indexedBlock: number }
      synced = status.indexedBlock >= head
      if (!synced) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // Acknowledged writes are visible through the API after the restart.
    for (const write of acknowledged.filter((w) => w.kind === 'confirm').slice(0, 20)) {
      const details = (await fetch(
        `${gateway.url}/v1/chains/31337/transactions/${write.safeTxHash}`,
      ).then((r) => r.json())) as {
        detailedExecutionInfo: { confirmations: { signer: { value: string } }[] }
      }
      expect(details.detailedExecutionInfo.confirmations.map((c) => c.signer.value)).toEqual(
        expect.arrayContaining([alice.address, bob.address]),
      )
    }
    await gateway.stop()
    gateway = undefined

    const database = await openDatabase({ dataDir, databaseUrl: postgres?.url })
    try {
      const { db } = database
      const txRows = await executeRows<{ hash: string }>(
        db,
        sql`select safe_tx_hash as hash from multisig_transactions`,
      )
      const confirmations = await executeRows<{ hash: string; owner: string }>(
        db,
        sql`select safe_tx_hash as hash, owner from multisig_confirmations`,
      )
      const stored = new Set(txRows.map((r) => r.hash))
      const confirmed = new Set(confirmations.map((r) => `${r.hash}:${getAddress(r.owner)}`))
      for (const write of acknowledged) {
        expect(stored.has(write.safeTxHash), `${write.kind} ${write.safeTxHash}`).toBe(true)
        const owner = write.kind === 'propose' ? alice.address : bob.address
        expect(
          confirmed.has(`${write.safeTxHash}:${owner}`),
          `${write.kind} ${write.safeTxHash}`,
        ).toBe(true)
      }
      // Nothing half-written: every proposal carries its proposer's confirmation…
      const [withoutProposer] = await executeRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from multisig_transactions t where not exists (
          select 1 from multisig_confirmations c where c.chain_id = t.chain_id
            and c.safe_tx_hash = t.safe_tx_hash and c.owner = t.proposer)`,
      )
      expect(withoutProposer?.n).toBe(0)
      // …and no confirmation lacks its transaction.
      const [orphans] = await executeRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from multisig_confirmations c where not exists (
          select 1 from multisig_transactions t where t.chain_id = c.chain_id
            and t.safe_tx_hash = c.safe_tx_hash)`,
      )
      expect(orphans?.n).toBe(0)
      expect(stored.size).toBeGreaterThanOrEqual(
        new Set(acknowledged.map((w) => w.safeTxHash)).size,
      )

      // The indexer resumed with no gap or duplicate: its transfers are exactly the chain's.
      const logs = parseEventLogs({
        abi: safeAbi,
        eventName: 'SafeReceived',
        logs: await devnet.publicClient.getLogs({
          address: safe,
          fromBlock: 0n,
          toBlock: BigInt(head),
        }),
      })
      const indexed = await executeRows<{ tx_hash: string; log_index: number }>(
        db,
        sql`select tx_hash, log_index from transfers where safe = ${safe} and type = 'NATIVE_COIN'
            order by block_number, log_index`,
      )
      expect(logs.length).toBeGreaterThan(5)
      expect(indexed.map((r) => `${r.tx_hash}:${r.log_index}`)).toEqual(
        logs.map((l) => `${l.transactionHash}:${l.logIndex}`),
      )
      const [cursor] = await executeRows<{ indexed_block: string | number }>(
        db,
        sql`select indexed_block from chains_state where chain_id = 31337`,
      )
      expect(Number(cursor?.indexed_block)).toBeGreaterThanOrEqual(head)
      console.info(
        `kill -9 (${kind}): ${acknowledged.length} writes acknowledged before the kill, ` +
          `in ${firing} ms; ${stored.size} txs and ${confirmations.length} confirmations stored, ` +
          `${logs.length} deposits indexed`,
      )
    } finally {
      await database.close()
    }
  })
})
