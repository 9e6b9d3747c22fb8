import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { safeAbi } from '@assent/core'
import { deployTestSafe, startPostgres, startTestDevnet, type TestDevnet } from '@assent/test'
import { sql } from 'drizzle-orm'
import { type Address, numberToHex, parseEther } from 'viem'
import { openDatabase } from '../src/db/openDatabase'
import { messageConfirmations, messages } from '../src/db/schema/messages'
import { multisigConfirmations, multisigTransactions } from '../src/db/schema/multisig'
import { tokens, transfers } from '../src/db/schema/tokens'
import { buildFixture, DEFAULT_COUNTS, type Fixture, type FixtureCounts } from './fixture'

export type BenchDatabase = 'pglite' | 'postgres'

export type SeededStack = {
  devnet: TestDevnet
  safe: Address
  fixture: Fixture
  dataDir: string
  databaseUrl: string | undefined
  /** Seconds spent writing the rows (fixture generation excluded). */
  seedSeconds: number
  stop(): Promise<void>
}

/** Storage slot of `nonce` in Safe 1.4.1 (singleton, modules, owners, ownerCount, threshold, nonce). */
const NONCE_SLOT = numberToHex(5, { size: 32 })

/**
 * A devnet with a 2-of-3 Safe (owners = accounts 0..2) and a database of `kind` holding its busy
 * past: `counts.executed` executed multisig txs and `counts.incoming` incoming transfers
 * (history), `counts.queued` pending proposals (queue) and `counts.messages` messages.
 *
 * How the rows get in: direct bulk inserts of realistic rows. History rows are the
 * ExecutionRecord/TransferRecord values `fetchIndexBatch` produces, stored with the columns
 * `writeIndexBatch` fills (the chain holds only the Safe, so its nonce is set to match with
 * anvil_setStorageAt); proposals and messages with the columns the propose/message services
 * store (real hashes, real owner signatures). Going through writeIndexBatch took 250 s on
 * PGlite here when it upserted executions one by one, and the HTTP services ~30 ms of checks
 * per write.
 */
export async function startSeededStack(
  kind: BenchDatabase,
  counts: FixtureCounts = DEFAULT_COUNTS,
): Promise<SeededStack> {
  const { safes, ...stack } = await startSeededSafes(kind, [counts])
  const [seeded] = safes
  if (!seeded) throw new Error('no Safe seeded')
  return { ...stack, ...seeded }
}

/**
 * One devnet and one database holding a Safe per entry of `countsPerSafe` (same owners, other
 * salts), each seeded as {@link startSeededStack} seeds its one: for comparing Safes of several
 * sizes side by side, on the same gateway at the same moments.
 */
export async function startSeededSafes(
  kind: BenchDatabase,
  countsPerSafe: readonly FixtureCounts[],
): Promise<
  Omit<SeededStack, 'safe' | 'fixture'> & { safes: { safe: Address; fixture: Fixture }[] }
> {
  const devnet = await startTestDevnet()
  const postgres = kind === 'postgres' ? await startPostgres({ database: 'bench' }) : undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-bench-'))
  const stop = async () => {
    await postgres?.stop()
    await devnet.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const safes: { safe: Address; fixture: Fixture }[] = []
    for (const [index, counts] of countsPerSafe.entries()) {
      safes.push(await prepareSafe(devnet, counts, 7n + BigInt(index)))
    }
    const started = performance.now()
    for (const { fixture } of safes) {
      await seedDatabase({ dataDir, databaseUrl: postgres?.url }, fixture)
    }
    return {
      devnet,
      safes,
      dataDir,
      databaseUrl: postgres?.url,
      seedSeconds: (performance.now() - started) / 1000,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Deploys the Safe, sets its nonce to match `counts.executed` and funds it; builds its rows. */
async function prepareSafe(devnet: TestDevnet, counts: FixtureCounts, saltNonce: bigint) {
  const safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2, saltNonce })
  await devnet.testClient.setStorageAt({
    address: safe,
    index: NONCE_SLOT,
    value: numberToHex(counts.executed, { size: 32 }),
  })
  const onChainNonce = await devnet.publicClient.readContract({
    address: safe,
    abi: safeAbi,
    functionName: 'nonce',
  })
  if (onChainNonce !== BigInt(counts.executed)) throw new Error('setting the Safe nonce failed')
  await devnet.testClient.setBalance({ address: safe, value: parseEther('1000') })
  return { safe, fixture: await buildFixture(safe, counts) }
}

/** Writes `fixture` into the gateway database at `dataDir`/`databaseUrl` (migrating it first). */
export async function seedDatabase(
  target: { dataDir: string; databaseUrl: string | undefined },
  fixture: Fixture,
): Promise<void> {
  const database = await openDatabase(target)
  const { db } = database
  const chainId = 31337
  try {
    const batchSize = 500
    await db
      .insert(tokens)
      .values({
        chainId,
        address: fixture.token,
        type: 'ERC20',
        name: 'Bench Dollar',
        symbol: 'BUSD',
        decimals: 18,
      })
      // Every Safe's fixture uses the same token (startSeededSafes seeds several).
      .onConflictDoNothing()
    for (let i = 0; i < fixture.executions.length; i += batchSize) {
      const slice = fixture.executions.slice(i, i + batchSize)
      await db.transaction(async (trx) => {
        // The columns writeIndexBatch fills for a never-proposed execution, in bulk.
        await trx.insert(multisigTransactions).values(
          slice.map(({ confirmations: _c, signatures, ...fields }) => ({
            chainId,
            ...fields,
            executedSignatures: signatures,
            submittedAt: fields.executedAt,
          })),
        )
        await trx
          .insert(multisigConfirmations)
          .values(
            slice.flatMap((e) =>
              e.confirmations.map((c) => ({ chainId, safeTxHash: e.safeTxHash, ...c })),
            ),
          )
      })
    }
    for (let i = 0; i < fixture.transfers.length; i += batchSize) {
      const slice = fixture.transfers.slice(i, i + batchSize)
      await db.insert(transfers).values(slice.map((t) => ({ chainId, ...t })))
    }

    for (let i = 0; i < fixture.proposals.length; i += batchSize) {
      const slice = fixture.proposals.slice(i, i + batchSize)
      await db.transaction(async (trx) => {
        await trx.insert(multisigTransactions).values(
          slice.map((p) => ({
            chainId,
            safeTxHash: p.safeTxHash,
            safe: fixture.safe,
            ...p.tx,
            proposer: p.proposer,
            origin: null,
            submittedAt: p.submittedAt,
            // As storeConfirmations records the proposer's signature.
            confirmedAt: p.submittedAt,
          })),
        )
        await trx.insert(multisigConfirmations).values(
          slice.map((p) => ({
            chainId,
            safeTxHash: p.safeTxHash,
            owner: p.proposer,
            signature: p.signature,
            signatureType: 'eip712',
            submittedAt: p.submittedAt,
          })),
        )
      })
    }

    for (let i = 0; i < fixture.messages.length; i += batchSize) {
      const slice = fixture.messages.slice(i, i + batchSize)
      await db.transaction(async (trx) => {
        await trx.insert(messages).values(
          slice.map((m) => ({
            chainId,
            messageHash: m.hash,
            safe: fixture.safe,
            message: m.message,
            messageKind: 'string' as const,
            proposedBy: m.signatures[0]!.owner,
            createdAt: m.at,
            modifiedAt: m.at,
          })),
        )
        await trx.insert(messageConfirmations).values(
          slice.flatMap((m) =>
            m.signatures.map((s) => ({
              chainId,
              messageHash: m.hash,
              owner: s.owner,
              signature: s.signature,
              signatureType: 'eip712',
              createdAt: m.at,
            })),
          ),
        )
      })
    }
    if (database.kind === 'postgres') await db.execute(sql`analyze`)
  } finally {
    await database.close()
  }
}

// `npx tsx apps/gateway/bench/seed.ts [pglite|postgres]`: seed once and report the time.
if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres']) as BenchDatabase[]
  for (const kind of kinds) {
    const stack = await startSeededStack(kind)
    console.log(`${kind}: seeded in ${stack.seedSeconds.toFixed(1)} s`)
    await stack.stop()
  }
}
