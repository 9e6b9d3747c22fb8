import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres, type TestPostgres } from '@assent/test'
import { and, eq } from 'drizzle-orm'
import { type Address, type Hex, numberToHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/openDatabase'
import { messageConfirmations, messages } from '../db/schema/messages'
import { multisigConfirmations, multisigTransactions } from '../db/schema/multisig'
import { safeOwners } from '../db/schema/safes'
import { transfers } from '../db/schema/tokens'
import { multisigRow } from '../testing/multisigRow'
import { DATABASE_KINDS } from '../testing/startTestStack'
import { readEvents } from './readEvents'

const SAFE = '0x00000000000000000000000000000000000000aA' as Address
const OTHER = '0x00000000000000000000000000000000000000bB' as Address
const OWNER = '0x00000000000000000000000000000000000000cC' as Address
const TOKEN = '0x00000000000000000000000000000000000000dD' as Address
const hash = (n: number): Hex => numberToHex(n, { size: 32 })

function proposal(safe: Address, n: number, to: Address = zeroAddress, data: Hex = '0x') {
  return multisigRow(safe, n, { to, data })
}

function transfer(n: number, fields: Partial<typeof transfers.$inferInsert>) {
  return {
    chainId: 31337,
    txHash: hash(2_000 + n),
    logIndex: n,
    safe: SAFE,
    blockNumber: n,
    timestamp: n,
    type: 'NATIVE_COIN' as const,
    from: OTHER,
    to: SAFE,
    value: '5',
    direction: 'INCOMING' as const,
    ...fields,
  }
}

describe.each(DATABASE_KINDS)('the outbox on %s', (kind) => {
  let pg: TestPostgres | undefined
  let dataDir: string
  let database: Database
  let seen = 0

  /** The payloads written since the last call. */
  async function newPayloads() {
    const rows = await readEvents(database.db, { scope: {}, afterId: seen, limit: 1000 })
    seen = rows.at(-1)?.id ?? seen
    return rows.map((row) => {
      expect(row.payload.type).toBe(row.type)
      expect(row.payload.address).toBe(row.safe)
      return row.payload
    })
  }

  beforeAll(async () => {
    pg = kind === 'postgres' ? await startPostgres() : undefined
    dataDir = mkdtempSync(join(tmpdir(), 'assent-outbox-'))
    database = await openDatabase({ dataDir, databaseUrl: pg?.url })
  }, 120_000)
  afterAll(async () => {
    await database?.close()
    await pg?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('writes each change as an event of Safe events service shape', async () => {
    const { db } = database
    const chainId = '31337'
    await db.insert(multisigTransactions).values(proposal(SAFE, 1, TOKEN, '0x1234'))
    await db.insert(multisigConfirmations).values({
      chainId: 31337,
      safeTxHash: hash(1),
      owner: OWNER,
      signature: '0x01',
      signatureType: 'eoa',
      submittedAt: 1,
    })
    expect(await newPayloads()).toEqual([
      {
        type: 'PENDING_MULTISIG_TRANSACTION',
        address: SAFE,
        chainId,
        safeTxHash: hash(1),
        to: TOKEN,
        data: '0x1234',
      },
      { type: 'NEW_CONFIRMATION', address: SAFE, chainId, owner: OWNER, safeTxHash: hash(1) },
    ])

    // The indexer's upsert executes the proposal; a later update of other columns is no news.
    await db
      .insert(multisigTransactions)
      .values({ ...proposal(SAFE, 1), txHash: hash(900), isSuccessful: false })
      .onConflictDoUpdate({
        target: [multisigTransactions.chainId, multisigTransactions.safeTxHash],
        set: { txHash: hash(900), isSuccessful: false },
      })
    await db.update(multisigTransactions).set({ confirmedAt: 5 })
    // An execution never proposed, of a call of the Safe to itself: a settings change.
    await db
      .insert(multisigTransactions)
      .values({ ...proposal(SAFE, 2, SAFE, '0x694e80c3'), txHash: hash(901), isSuccessful: true })
    // Signatures read back from that execution are part of it.
    await db.insert(multisigConfirmations).values({
      chainId: 31337,
      safeTxHash: hash(2),
      owner: OWNER,
      signature: '0x01',
      signatureType: 'eoa',
      submittedAt: 2,
    })
    expect(await newPayloads()).toEqual([
      {
        type: 'EXECUTED_MULTISIG_TRANSACTION',
        address: SAFE,
        chainId,
        safeTxHash: hash(1),
        to: TOKEN,
        data: '0x1234',
        failed: 'true',
        txHash: hash(900),
      },
      {
        type: 'EXECUTED_MULTISIG_TRANSACTION',
        address: SAFE,
        chainId,
        safeTxHash: hash(2),
        to: SAFE,
        data: '0x694e80c3',
        failed: 'false',
        txHash: hash(901),
      },
      {
        type: 'SAFE_SETTINGS_CHANGE',
        address: SAFE,
        chainId,
        safeTxHash: hash(2),
        txHash: hash(901),
        data: '0x694e80c3',
      },
    ])

    // Transfers in and out, coin and tokens; a known one arriving again is skipped.
    await db
      .insert(transfers)
      .values([
        transfer(1, {}),
        transfer(2, { type: 'ERC20', tokenAddress: TOKEN, value: '7' }),
        transfer(3, { type: 'ERC721', tokenAddress: TOKEN, tokenId: '9', value: '1' }),
        transfer(4, { direction: 'OUTGOING', from: SAFE, to: OTHER }),
      ])
    await db.insert(transfers).values(transfer(1, {})).onConflictDoNothing()
    expect(await newPayloads()).toEqual([
      { type: 'INCOMING_ETHER', address: SAFE, chainId, txHash: hash(2_001), value: '5' },
      {
        type: 'INCOMING_TOKEN',
        address: SAFE,
        chainId,
        tokenAddress: TOKEN,
        txHash: hash(2_002),
        value: '7',
      },
      {
        type: 'INCOMING_TOKEN',
        address: SAFE,
        chainId,
        tokenAddress: TOKEN,
        txHash: hash(2_003),
        tokenId: '9',
      },
      { type: 'OUTGOING_ETHER', address: SAFE, chainId, txHash: hash(2_004), value: '5' },
    ])

    // Messages and their signatures; a deleted proposal.
    await db.insert(messages).values({
      chainId: 31337,
      messageHash: hash(50),
      safe: OTHER,
      message: 'hi',
      messageKind: 'string',
      proposedBy: OWNER,
      createdAt: 1,
      modifiedAt: 1,
    })
    await db.insert(messageConfirmations).values({
      chainId: 31337,
      messageHash: hash(50),
      owner: OWNER,
      signature: '0x01',
      signatureType: 'eoa',
      createdAt: 1,
    })
    await db.insert(multisigTransactions).values(proposal(SAFE, 3))
    await db
      .delete(multisigTransactions)
      .where(
        and(eq(multisigTransactions.chainId, 31337), eq(multisigTransactions.safeTxHash, hash(3))),
      )
    expect(await newPayloads()).toEqual([
      { type: 'MESSAGE_CREATED', address: OTHER, chainId, messageHash: hash(50) },
      {
        type: 'MESSAGE_CONFIRMATION',
        address: OTHER,
        chainId,
        owner: OWNER,
        messageHash: hash(50),
      },
      expect.objectContaining({ type: 'PENDING_MULTISIG_TRANSACTION', safeTxHash: hash(3) }),
      { type: 'DELETED_MULTISIG_TRANSACTION', address: SAFE, chainId, safeTxHash: hash(3) },
    ])
  })

  it('commits an event with its change, and rolls it back with it', async () => {
    const { db } = database
    await expect(
      db.transaction(async (trx) => {
        await trx.insert(multisigTransactions).values(proposal(SAFE, 4))
        throw new Error('the writer fails after its insert')
      }),
    ).rejects.toThrow('the writer fails after its insert')
    expect(await newPayloads()).toEqual([])
  })

  it('reads one Safe, or the Safes an owner owns, after an id', async () => {
    const { db } = database
    await db.insert(safeOwners).values({ chainId: 31337, safe: OTHER, owner: OWNER })
    const all = await readEvents(db, { scope: { chainId: 31337 }, afterId: 0, limit: 1000 })
    const ofSafe = await readEvents(db, {
      scope: { chainId: 31337, safe: SAFE },
      afterId: 0,
      limit: 1000,
    })
    const ofOwner = await readEvents(db, {
      scope: { chainId: 31337, owner: OWNER },
      afterId: 0,
      limit: 1000,
    })
    expect(ofSafe.map((e) => e.id)).toEqual(all.filter((e) => e.safe === SAFE).map((e) => e.id))
    expect(ofOwner.map((e) => e.type)).toEqual(['MESSAGE_CREATED', 'MESSAGE_CONFIRMATION'])
    const after = ofSafe[1]?.id ?? 0
    const page = await readEvents(db, {
      scope: { chainId: 31337, safe: SAFE },
      afterId: after,
      limit: 2,
    })
    expect(page.map((e) => e.id)).toEqual(ofSafe.slice(2, 4).map((e) => e.id))
    expect(await readEvents(db, { scope: { chainId: 10 }, afterId: 0, limit: 10 })).toEqual([])
  })
})
