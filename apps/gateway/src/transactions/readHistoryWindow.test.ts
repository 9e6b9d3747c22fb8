import { getTransactionHistory } from '@assent/gateway-client'
import { TEST_ACCOUNTS } from '@assent/test'
import { sql } from 'drizzle-orm'
import { type Address, getAddress, type Hex, numberToHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bumpDataVersion } from '../db/dataVersion'
import { executeRows } from '../db/executeRows'
import { multisigTransactions } from '../db/schema/multisig'
import { TRACED_LOG_INDEX_BASE } from '../indexer/collectValueCalls'
import { rollbackAbove } from '../indexer/rollbackAbove'
import type {
  ExecutionRecord,
  IndexBatch,
  ModuleTransactionRecord,
  TransferRecord,
} from '../indexer/types'
import { writeIndexBatch } from '../indexer/writeIndexBatch'
import { deployTestSafe } from '../testing/deployTestSafe'
import { historyPlacesDrift } from '../testing/historyPlacesDrift'
import { DATABASE_KINDS, startTestStack, type TestStack } from '../testing/startTestStack'
import { creationTxId, moduleTxId, multisigTxId, transferTxId } from './ids'

const chainId = 31337
/** Entries' blocks start far above the devnet's head, three hours apart: 8 a day. */
const FIRST_BLOCK = 10_000
const T0 = Date.UTC(2026, 0, 1, 1)
const timeOf = (block: number) => T0 + (block - FIRST_BLOCK) * 3 * 3_600_000
const hash = (tag: number, n: number): Hex => numberToHex(tag * 1_000_000 + n, { size: 32 })
const other = getAddress('0x00000000000000000000000000000000000000b0')
const module = getAddress(TEST_ACCOUNTS[6]!.address)

/** What the test expects in the history: an entry's id and its place in chain order. */
type Expected = { id: string; block: number; logIndex: number; timestamp: number }

function execution(safe: Address, n: number, block: number, logIndex: number): ExecutionRecord {
  return {
    safe,
    safeTxHash: hash(1, n),
    to: other,
    value: String(n),
    data: '0x',
    operation: 0,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce: String(n),
    txHash: hash(2, n),
    blockNumber: block,
    logIndex,
    executedAt: timeOf(block),
    executor: other,
    isSuccessful: n % 5 !== 0,
    signatures: '0x',
    confirmations: [],
  }
}

function transfer(safe: Address, n: number, block: number, logIndex: number, incoming = true) {
  return {
    txHash: hash(3, n),
    logIndex,
    safe,
    blockNumber: block,
    timestamp: timeOf(block),
    tokenAddress: null,
    type: 'NATIVE_COIN',
    from: incoming ? other : safe,
    to: incoming ? safe : other,
    value: String(n),
    tokenId: null,
    direction: incoming ? 'INCOMING' : 'OUTGOING',
  } satisfies TransferRecord
}

function moduleTx(safe: Address, n: number, block: number, logIndex: number) {
  return {
    txHash: hash(4, n),
    logIndex,
    safe,
    module,
    to: other,
    value: String(n),
    data: '0x',
    operation: 0,
    isSuccessful: true,
    blockNumber: block,
    timestamp: timeOf(block),
  } satisfies ModuleTransactionRecord
}

function batch(from: number, to: number, parts: Partial<IndexBatch>): IndexBatch {
  return {
    from,
    to,
    toHash: hash(9, to),
    blockHashes: [{ number: to, hash: hash(9, to) }],
    safes: [],
    ownerChanges: [],
    moduleChanges: [],
    transfers: [],
    moduleTransactions: [],
    executions: [],
    unresolvedExecutions: [],
    singletonChanges: [],
    legacyTracing: null,
    approvals: [],
    tokens: [],
    ...parts,
  }
}

const day = (timestamp: number) => new Date(timestamp).toISOString().slice(0, 10)

describe.each(DATABASE_KINDS)('history pages on %s', (kind) => {
  let stack: TestStack
  let safe: Address
  let creation: Expected
  /** The Safe's on-chain entries as the test wrote them. */
  let written: Expected[] = []

  const db = () => stack.gateway.deps.db
  const write = async (b: IndexBatch) => {
    await writeIndexBatch(db(), chainId, b, { now: Date.now(), reorgDepth: 100 })
    const ofSafe = (e: { safe: Address }) => e.safe === safe
    written.push(
      ...b.executions.filter(ofSafe).map((e) => ({
        id: multisigTxId(safe, e.safeTxHash),
        block: e.blockNumber,
        logIndex: e.logIndex,
        timestamp: e.executedAt,
      })),
      ...b.unresolvedExecutions.filter(ofSafe).map((e) => ({
        id: multisigTxId(safe, e.safeTxHash),
        block: e.blockNumber,
        logIndex: e.logIndex,
        timestamp: e.timestamp,
      })),
      ...b.moduleTransactions.filter(ofSafe).map((m) => ({
        id: moduleTxId(safe, m.txHash, m.logIndex),
        block: m.blockNumber,
        logIndex: m.logIndex,
        timestamp: m.timestamp,
      })),
      ...b.transfers
        .filter((t) => ofSafe(t) && t.direction === 'INCOMING')
        .map((t) => ({
          id: transferTxId(safe, t.txHash, t.logIndex),
          block: t.blockNumber,
          logIndex: t.logIndex,
          timestamp: t.timestamp,
        })),
    )
  }

  /** Every page of every size: the count, the entries, the date labels and the links. */
  const expectEveryPage = async () => {
    const all = [
      ...[...written].sort((a, b) => b.block - a.block || b.logIndex - a.logIndex),
      creation,
    ]
    // Every offset with one entry a page (each entry at both page edges, read from either end),
    // seven entries every second offset, full pages every fifth.
    for (const [limit, step] of [
      [1, 1],
      [7, 2],
      [20, 5],
    ] as const) {
      for (let offset = 0; offset <= all.length + 1; offset += step) {
        const page = await getTransactionHistory(stack.gateway.client, {
          chainId: String(chainId),
          address: safe,
          cursor: `limit=${limit}&offset=${offset}`,
        })
        const rendered = page.results.map((item) =>
          item.type === 'DATE_LABEL'
            ? `label ${item.timestamp}`
            : item.type === 'TRANSACTION'
              ? item.transaction.id
              : item.type,
        )
        const expected: string[] = []
        for (let i = offset; i < Math.min(all.length, offset + limit); i++) {
          const entry = all[i]!
          const before = all[i - 1]
          if (!before || day(before.timestamp) !== day(entry.timestamp)) {
            expected.push(`label ${entry.timestamp}`)
          }
          expected.push(entry.id)
        }
        const at = `limit ${limit}, offset ${offset}`
        expect(rendered, at).toEqual(expected)
        expect(page.count, at).toBe(all.length)
        const cursorOf = (url: string | null) => url && new URL(url).searchParams.get('cursor')
        expect(cursorOf(page.next), at).toBe(
          offset + limit < all.length ? `limit=${limit}&offset=${offset + limit}` : null,
        )
        expect(cursorOf(page.previous), at).toBe(
          offset > 0 ? `limit=${limit}&offset=${Math.max(0, offset - limit)}` : null,
        )
      }
    }
  }

  /** The counters the triggers keep equal a count over the rows, for every Safe. */
  const expectCountsMatchRows = async () => {
    const drift = await executeRows<{ safe: string }>(
      db(),
      sql`select coalesce(c.safe, r.safe) as safe from safe_history_counts c
        full join (
          select chain_id, safe, sum(executed)::bigint as executed, sum(module)::bigint as module,
            sum(incoming)::bigint as incoming from (
            select chain_id, safe, 1 as executed, 0 as module, 0 as incoming
              from multisig_transactions where tx_hash is not null
            union all select chain_id, safe, 0, 1, 0 from module_transactions
            union all select chain_id, safe, 0, 0, 1 from transfers where direction = 'INCOMING'
          ) rows group by chain_id, safe
        ) r on (r.chain_id, r.safe) = (c.chain_id, c.safe)
        where coalesce(c.executed_txs, 0) <> coalesce(r.executed, 0)
          or coalesce(c.module_txs, 0) <> coalesce(r.module, 0)
          or coalesce(c.incoming_transfers, 0) <> coalesce(r.incoming, 0)`,
    )
    expect(drift).toEqual([])
  }

  beforeAll(async () => {
    // No indexer: the test writes through the indexer's own writers, at blocks of its choosing.
    stack = await startTestStack(kind, { indexer: false })
    const deployed = await deployTestSafe(stack.devnet, {
      owners: [getAddress(TEST_ACCOUNTS[0]!.address)],
      threshold: 1,
    })
    safe = deployed.address
    creation = { id: creationTxId(safe), block: 0, logIndex: 0, timestamp: timeOf(9_990) }
    written = []
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
  })

  it('pages the history exactly as the entries say, while they are written and rolled back', async () => {
    const blocks = (count: number, step: number, from = FIRST_BLOCK) =>
      Array.from({ length: count }, (_, i) => from + i * step)
    // Executions on even blocks, transfers every third block (some sharing a block with an
    // execution, ordered by log index), module txs every fourth, a traced native transfer, and
    // rows that are no history entry: outgoing transfers, another Safe's entries.
    await write(
      batch(FIRST_BLOCK, FIRST_BLOCK + 40, {
        safes: [
          {
            address: safe,
            creator: other,
            factory: other,
            singleton: other,
            creationTxHash: hash(5, 0),
            createdBlock: 9_990,
            createdAt: creation.timestamp,
            setupOwners: [getAddress(TEST_ACCOUNTS[0]!.address)],
            setupThreshold: 1,
          },
        ],
        executions: [
          ...blocks(14, 2).map((block, n) => execution(safe, n, block, 5)),
          execution(other, 100, FIRST_BLOCK + 1, 5),
        ],
        transfers: [
          ...blocks(12, 3).map((block, n) => transfer(safe, n, block, n % 2 === 0 ? 1 : 7)),
          transfer(safe, 50, FIRST_BLOCK + 9, TRACED_LOG_INDEX_BASE),
          ...blocks(4, 5).map((block, n) => transfer(safe, 60 + n, block, 2, false)),
          transfer(other, 70, FIRST_BLOCK + 4, 1),
        ],
        moduleTransactions: [
          ...blocks(6, 4, FIRST_BLOCK + 1).map((block, n) => moduleTx(safe, n, block, 3)),
          moduleTx(other, 80, FIRST_BLOCK + 2, 3),
        ],
      }),
    )
    // A proposal waits in the queue: no history entry until it executes.
    const proposal = execution(safe, 200, FIRST_BLOCK + 44, 2)
    const { confirmations: _none, signatures: _unsigned, ...proposed } = proposal
    await db()
      .insert(multisigTransactions)
      .values({
        chainId,
        ...proposed,
        txHash: null,
        blockNumber: null,
        logIndex: null,
        executedAt: null,
        executor: null,
        isSuccessful: null,
        proposer: other,
        submittedAt: T0,
      })
    await bumpDataVersion(db(), chainId)
    expect(written).toHaveLength(14 + 13 + 6)
    await expectCountsMatchRows()
    expect(await historyPlacesDrift(db())).toEqual([])
    await expectEveryPage()

    // The proposal executes; an execution known only by its event; more entries.
    await write(
      batch(FIRST_BLOCK + 41, FIRST_BLOCK + 50, {
        executions: [proposal],
        unresolvedExecutions: [
          {
            safe,
            safeTxHash: hash(1, 201),
            isSuccessful: true,
            txHash: hash(2, 201),
            blockNumber: FIRST_BLOCK + 47,
            logIndex: 4,
            timestamp: timeOf(FIRST_BLOCK + 47),
            nonce: '201',
          },
        ],
        transfers: [
          transfer(safe, 90, FIRST_BLOCK + 44, 1),
          transfer(safe, 91, FIRST_BLOCK + 49, 0),
          // Late: older than most entries already there, which move up one place.
          transfer(safe, 93, FIRST_BLOCK + 5, 4),
        ],
        moduleTransactions: [moduleTx(safe, 92, FIRST_BLOCK + 48, 9)],
      }),
    )
    await expectCountsMatchRows()
    expect(await historyPlacesDrift(db())).toEqual([])
    await expectEveryPage()

    // A reorg drops everything above block 10,030: the proposal goes back to the queue.
    await rollbackAbove(db(), chainId, {
      ancestor: FIRST_BLOCK + 30,
      ancestorHash: hash(9, 1),
      now: 0,
    })
    written = written.filter((e) => e.block <= FIRST_BLOCK + 30)
    await expectCountsMatchRows()
    expect(await historyPlacesDrift(db())).toEqual([])
    await expectEveryPage()
  }, 300_000)
})
