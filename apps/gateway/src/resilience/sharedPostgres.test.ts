import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
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
import { type Address, type Hex, parseEther, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRows } from '../db/executeRows'
import { type Database, openDatabase } from '../db/openDatabase'
import { deployTestSafe } from '../testing/deployTestSafe'
import { execTestSafeTransaction } from '../testing/execTestSafeTransaction'
import { buildProposal } from '../transactions/buildProposal'
import { type SpawnedGateway, spawnGateway } from './spawnGateway'

const [alice, bob, carol] = TEST_ACCOUNTS.map((a) => privateKeyToAccount(a.privateKey))
if (!alice || !bob || !carol) throw new Error('test accounts missing')
const CHAIN = 31337
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Lease = { pid: number; live: boolean }

// Three real gateway processes (tsx, own pids) on one real PostgreSQL and one anvil.
describe('three gateway processes on one PostgreSQL', () => {
  let devnet: TestDevnet
  let postgres: TestPostgres
  let database: Database
  let dataDir: string
  let safe: Address
  let gateways: SpawnedGateway[] = []

  beforeAll(async () => {
    devnet = await startTestDevnet()
    postgres = await startPostgres({ database: 'shared' })
    dataDir = mkdtempSync(join(tmpdir(), 'assent-shared-'))
    // One session secret for all, as a deployment gives every process the same file.
    writeFileSync(join(dataDir, 'secret'), 'ab'.repeat(32))
    database = await openDatabase({ dataDir, databaseUrl: postgres.url })
    safe = (
      await deployTestSafe(devnet, {
        owners: [alice.address, bob.address, carol.address],
        threshold: 2,
      })
    ).address
    await devnet.walletClients[5]!.sendTransaction({ to: safe, value: parseEther('1') })
  })
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop()))
    await database?.close()
    await postgres?.stop()
    await devnet?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  /** The lease rows of the chain, with the holder's pid (holder ids are `host:pid:random`). */
  const leases = async (): Promise<Lease[]> =>
    (
      await executeRows<{ holder: string; live: boolean }>(
        database.db,
        sql`select holder, expires_at > now() as live from indexer_leases where chain_id = ${CHAIN}`,
      )
    ).map((row) => ({ pid: Number(row.holder.split(':')[1]), live: row.live }))
  const holderOf = async (candidates: SpawnedGateway[]) => {
    const live = (await leases()).filter((lease) => lease.live)
    if (live.length !== 1) return undefined
    return candidates.find((gateway) => gateway.child.pid === live[0]!.pid)
  }
  const startedIndexing = (gateway: SpawnedGateway) =>
    gateway
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"indexer started"')).length
  const indexedBlock = async (gateway: SpawnedGateway) =>
    (
      (await fetch(`${gateway.url}/v1/chains/${CHAIN}/about/indexing`).then((r) => r.json())) as {
        indexedBlock: number
      }
    ).indexedBlock
  const waitIndexed = async (gateway: SpawnedGateway, block: number) => {
    const deadline = Date.now() + 90_000 // a ceiling with room for a busy machine
    while ((await indexedBlock(gateway)) < block) {
      if (Date.now() > deadline) throw new Error(`not indexed up to ${block}:\n${gateway.output()}`)
      await sleep(100)
    }
  }
  const post = async (gateway: SpawnedGateway, path: string, body: unknown) => {
    const res = await fetch(`${gateway.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return res.json()
  }
  const get = async <T>(gateway: SpawnedGateway, path: string): Promise<T> => {
    const res = await fetch(`${gateway.url}${path}`)
    expect(res.status, path).toBe(200)
    return (await res.json()) as T
  }
  /** Proposes nonce `nonce` through `writer`, confirms it through `confirmer`, reads it via `reader`. */
  const proposeAcross = async (
    nonce: number,
    [writer, confirmer, reader]: SpawnedGateway[],
  ): Promise<Hex> => {
    const body = await buildProposal(alice, {
      chainId: CHAIN,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: carol.address, value: 1n, nonce: BigInt(nonce) }),
    })
    const hash = body.safeTxHash.toLowerCase() as Hex
    await post(writer!, `/v1/chains/${CHAIN}/transactions/${safe}/propose`, body)
    const queue = await get<{ results: { type: string; transaction?: { id: string } }[] }>(
      confirmer!,
      `/v1/chains/${CHAIN}/safes/${safe}/transactions/queued`,
    )
    expect(queue.results.some((item) => item.transaction?.id.endsWith(hash))).toBe(true)
    await post(confirmer!, `/v1/chains/${CHAIN}/transactions/${hash}/confirmations`, {
      signature: await bob.sign({ hash }),
    })
    const details = await get<{
      detailedExecutionInfo: { confirmations: { signer: { value: string } }[] }
    }>(reader!, `/v1/chains/${CHAIN}/transactions/${hash}`)
    expect(details.detailedExecutionInfo.confirmations.map((c) => c.signer.value).sort()).toEqual(
      [alice.address, bob.address].sort(),
    )
    return hash
  }

  // Three process starts (tsx + database open) on a 2-core machine dominate the run.
  it('indexes each chain in exactly one process, hands over a kill -9 within 5 s without gap or duplicate, serves reads and writes from all', {
    timeout: 240_000,
  }, async () => {
    const rpcPort = Number(new URL(devnet.rpcUrl).port)
    gateways = await Promise.all(
      [0, 1, 2].map(() =>
        spawnGateway({
          rpcPort,
          dataDir,
          databaseUrl: postgres.url,
          logLevel: 'info',
          timeoutMs: 120_000,
          env: { DEMO_SEED: '0' },
        }),
      ),
    )
    await expect.poll(() => holderOf(gateways), { timeout: 60_000 }).toBeDefined()
    const first = (await holderOf(gateways))!
    // Longer than a standby's retry and a renewal: still one holder, still the same.
    await sleep(2500)
    expect(await leases()).toEqual([{ pid: first.child.pid, live: true }])
    expect(gateways.map(startedIndexing)).toEqual(gateways.map((g) => (g === first ? 1 : 0)))

    // Writes through one process are read through the others at once.
    let nonce = 0
    const [a, b, c] = gateways as [SpawnedGateway, SpawnedGateway, SpawnedGateway]
    const proposed = [
      await proposeAcross(nonce++, [b, c, a]),
      await proposeAcross(nonce++, [c, a, b]),
    ]
    for (let i = 0; i < proposed.length; i++) {
      await execTestSafeTransaction(devnet, {
        safe,
        signers: [0, 1],
        to: carol.address,
        value: 1n,
        nonce: BigInt(i),
      })
    }

    // Chain activity while the holder dies: deposits and Safe executions, block after block.
    let busy = true
    const deposits = (async () => {
      while (busy) {
        await devnet.walletClients[5]!.sendTransaction({ to: safe, value: 1000n })
        await sleep(100)
      }
    })()
    const executions = (async () => {
      while (busy) {
        await execTestSafeTransaction(devnet, {
          safe,
          signers: [0, 1],
          to: carol.address,
          value: 1n,
        })
        nonce++
        await sleep(150)
      }
    })()
    // Awaited below; this only keeps an early failure from also being reported unhandled.
    deposits.catch(() => {})
    executions.catch(() => {})
    await sleep(1000)
    const killedAt = Date.now()
    await first.kill9()
    const survivors = gateways.filter((g) => g !== first)
    let next: SpawnedGateway | undefined
    while (!next) {
      next = await holderOf(survivors)
      if (!next) await sleep(50)
      expect(Date.now() - killedAt, 'takeover time').toBeLessThan(5000)
    }
    const takeoverMs = Date.now() - killedAt
    await sleep(1500)
    busy = false
    await Promise.all([deposits, executions])
    expect(startedIndexing(next)).toBe(1)

    // More activity after the takeover, and a write through the standby that is left.
    const standby = survivors.find((g) => g !== next)!
    const late = await proposeAcross(nonce, [standby, next, standby])
    await execTestSafeTransaction(devnet, {
      safe,
      signers: [0, 1],
      to: carol.address,
      value: 1n,
      nonce: BigInt(nonce),
    })
    const head = Number(await devnet.publicClient.getBlockNumber())
    await waitIndexed(standby, head)
    expect(await leases()).toEqual([{ pid: next.child.pid, live: true }])

    // The indexed data is exactly the chain's: every event once, none missing.
    const chainLogs = await devnet.publicClient.getLogs({
      address: safe,
      fromBlock: 0n,
      toBlock: BigInt(head),
    })
    const received = parseEventLogs({ abi: safeAbi, eventName: 'SafeReceived', logs: chainLogs })
    const deposited = await executeRows<{ tx_hash: string; log_index: number }>(
      database.db,
      sql`select tx_hash, log_index from transfers where safe = ${safe} and type = 'NATIVE_COIN'
          order by block_number, log_index`,
    )
    expect(received.length).toBeGreaterThan(10)
    expect(deposited.map((r) => `${r.tx_hash}:${r.log_index}`)).toEqual(
      received.map((l) => `${l.transactionHash}:${l.logIndex}`),
    )
    const executed = parseEventLogs({
      abi: safeAbi,
      eventName: 'ExecutionSuccess',
      logs: chainLogs,
    })
    const stored = await executeRows<{ safe_tx_hash: string; nonce: string; tx_hash: string }>(
      database.db,
      sql`select safe_tx_hash, nonce, tx_hash from multisig_transactions
          where safe = ${safe} and tx_hash is not null order by nonce::numeric`,
    )
    expect(executed.length).toBe(nonce + 1)
    expect(stored.map((r) => Number(r.nonce))).toEqual(executed.map((_, i) => i))
    expect(stored.map((r) => `${r.safe_tx_hash}:${r.tx_hash}`.toLowerCase()).sort()).toEqual(
      executed.map((l) => `${l.args.txHash}:${l.transactionHash}`.toLowerCase()).sort(),
    )
    // Proposals made through different processes became executed history, read anywhere.
    for (const hash of [...proposed, late]) {
      const details = await get<{ txStatus: string }>(
        standby,
        `/v1/chains/${CHAIN}/transactions/${hash}`,
      )
      expect(details.txStatus).toBe('SUCCESS')
    }
    // The history's newest entry, read through a standby, is the last execution.
    const history = await get<{ results: { type: string; transaction?: { id: string } }[] }>(
      standby,
      `/v1/chains/${CHAIN}/safes/${safe}/transactions/history?trusted=false`,
    )
    const newest = history.results.find((item) => item.type === 'TRANSACTION')
    expect(newest?.transaction?.id.toLowerCase().endsWith(late)).toBe(true)
    console.info(
      `kill -9 of the indexing process: lease taken over in ${takeoverMs} ms; ` +
        `${received.length} deposits and ${executed.length} executions indexed once each`,
    )
  })
})
