import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Seconds each browser suite file took in a fresh-clone `npm test` (2026-11-28 evening, 2-core
 * machine, beside the unit suites; phone and a11y scaled by what in-app navigation saved them
 * run alone): only weights for splitting the files into
 * balanced shards, not limits. A file missing here counts as DEFAULT_SECONDS until it is added.
 */
const measuredSeconds: Record<string, number> = {
  'src/a11y.test.ts': 32,
  'src/abi-registry.test.ts': 20,
  'src/attack-paths.test.ts': 27,
  'src/batch-execute.test.ts': 28,
  'src/batch.test.ts': 30,
  'src/boot.test.ts': 11,
  'src/build.test.ts': 27,
  'src/connect.test.ts': 79,
  'src/counterfactual.test.ts': 38,
  'src/create-on-chains.test.ts': 17,
  'src/eip1271-owner.test.ts': 45,
  'src/flows.test.ts': 44,
  'src/inbox.test.ts': 21,
  'src/ledger.test.ts': 57,
  'src/loadRequests.test.ts': 26,
  'src/message-risks.test.ts': 33,
  'src/messages.test.ts': 25,
  'src/nested-approval-attack.test.ts': 34,
  'src/nested-safes.test.ts': 28,
  'src/official-gateway.test.ts': 48,
  'src/payouts.test.ts': 24,
  'src/phone.test.ts': 136,
  'src/proposers.test.ts': 45,
  'src/qr-signer.test.ts': 64,
  'src/reusable-pages.test.ts': 11,
  'src/queue-delete-notes.test.ts': 44,
  'src/resilience.test.ts': 20,
  'src/safe-app-in-assent.test.ts': 15,
  'src/safe-apps.test.ts': 105,
  'src/safe-versions.test.ts': 102,
  'src/sdk-compat/sdkCompat.test.ts': 64,
  'src/shell.test.ts': 120,
  'src/sign-and-execute.test.ts': 40,
  'src/simulation.test.ts': 52,
  'src/speed-up.test.ts': 34,
  'src/spendingLimits.test.ts': 32,
  'src/spoofed-strings.test.ts': 22,
  'src/takeover-review.test.ts': 27,
  'src/token-decimals.test.ts': 26,
  'src/transactions.test.ts': 177,
  'src/verification-rpc.test.ts': 17,
}
const DEFAULT_SECONDS = 30

/** The weight of one suite file in the split. */
export function suiteSeconds(file: string): number {
  return measuredSeconds[file] ?? DEFAULT_SECONDS
}

/** Every browser suite file under `root`/src, as a path relative to `root`, sorted. */
export function listSuiteFiles(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/${file.split('\\').join('/')}`)
    .sort()
}

/**
 * Splits `files` into `count` shards of about equal measured time (longest first, each to the
 * lightest shard so far) and returns shard number `index` (1-based). Deterministic: every
 * process computes the same split, so the shards cover each file exactly once.
 */
export function filesOfShard(files: string[], index: number, count: number): string[] {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 1) {
    throw new Error(`E2E_SHARD must look like "1/2", got ${index}/${count}`)
  }
  if (index > count) throw new Error(`E2E_SHARD ${index}/${count}: no such shard`)
  const weight = suiteSeconds
  const byWeight = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }))
  for (const file of byWeight) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best))
    lightest.files.push(file)
    lightest.seconds += weight(file)
  }
  return shards[index - 1]?.files.sort() ?? []
}

/** The files of the shard E2E_SHARD names ("2/3"), or every file when it is unset. */
export function suiteFilesFromEnv(root: string, shard = process.env.E2E_SHARD): string[] {
  const files = listSuiteFiles(root)
  if (!shard) return files
  const match = /^(\d+)\/(\d+)$/.exec(shard)
  if (!match) throw new Error(`E2E_SHARD must look like "1/2", got "${shard}"`)
  return filesOfShard(files, Number(match[1]), Number(match[2]))
}
