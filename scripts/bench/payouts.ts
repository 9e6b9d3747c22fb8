import {
  buildPayoutBatch,
  checkPayoutLines,
  parsePayoutCsv,
  preparePayouts,
  readPayoutTokens,
} from '@assent/review'
import { execSafeTransaction, startTestDevnet } from '@assent/test'
import type { Address, PublicClient } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { BenchModule, BenchRow } from '../bench'
import { median } from './_webStack'

const LINES = 500
const RUNS = 9

/** 500 distinct receivers paid aUSD, AST and ETH in turn, as a payroll file would. */
function payrollCsv(tokens: { usd6: Address; ast18: Address }): string {
  const rows = ['token_type,token_address,receiver,amount']
  for (let i = 0; i < LINES; i++) {
    const receiver = privateKeyToAddress(`0x${(i + 1).toString(16).padStart(64, '0')}`)
    if (i % 3 === 0) rows.push(`erc20,${tokens.usd6},${receiver},${(i % 97) + 1}.25`)
    else if (i % 3 === 1) rows.push(`erc20,${tokens.ast18},${receiver},0.${i + 1}`)
    else rows.push(`native,,${receiver},0.00${i + 1}`)
  }
  return rows.join('\n')
}

function time<T>(run: () => T): [T, number] {
  const started = performance.now()
  const result = run()
  return [result, performance.now() - started]
}

/**
 * Issue #34: a 500-line payout CSV on the seeded devnet. The work that would hold a page's
 * main thread (parse, check, build; median of 9), the whole `preparePayouts` with its chain
 * reads, and the gas the resulting MultiSendCallOnly batch uses when the demo Safe executes it.
 */
async function run(): Promise<BenchRow[]> {
  const devnet = await startTestDevnet({ seed: true })
  try {
    const demo = devnet.demo!
    const client = devnet.publicClient as PublicClient
    const safe = demo.safes.multisig.address
    const csv = payrollCsv(demo.tokens)
    const parameters = { chainId: devnet.chainId, safeAddress: safe }
    const parse: number[] = []
    const check: number[] = []
    const build: number[] = []
    const whole: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const [parsed, parseMs] = time(() => parsePayoutCsv({ csv }))
      const tokens = parsed.lines.flatMap((line) => (line.token ? [line.token] : []))
      const reads = await readPayoutTokens(client, { ...parameters, tokens })
      const [checked, checkMs] = time(() =>
        checkPayoutLines({ lines: parsed.lines, reads, nativeSymbol: 'ETH' }),
      )
      const [, buildMs] = time(() =>
        buildPayoutBatch({ safeVersion: '1.4.1', transfers: checked.transfers }),
      )
      parse.push(parseMs)
      check.push(checkMs)
      build.push(buildMs)
      const started = performance.now()
      const prepared = await preparePayouts(client, { ...parameters, safeVersion: '1.4.1', csv })
      whole.push(performance.now() - started)
      if (!prepared.batch)
        throw new Error(`the bench file has issues: ${prepared.issues[0]?.message}`)
    }
    const prepared = await preparePayouts(client, { ...parameters, safeVersion: '1.4.1', csv })
    const batch = prepared.batch!
    const executed = await execSafeTransaction(devnet, {
      safe,
      tx: { to: batch.to, value: 0n, data: batch.data, operation: batch.operation },
      signers: [0, 1],
    })
    if (!executed.success) throw new Error('the 500-line batch failed on chain')
    const mainThread = parse.map((ms, i) => ms + check[i]! + build[i]!)
    const row = (name: string, values: number[], target?: number): BenchRow => ({
      group: 'payouts',
      name: `${name} (${LINES} lines, median of ${RUNS})`,
      value: median(values),
      unit: 'ms',
      ...(target === undefined ? {} : { target: `≤ ${target}`, pass: median(values) <= target }),
      note: values.map((v) => v.toFixed(1)).join(', '),
    })
    return [
      row('parse', parse),
      row('check against the chain reads', check),
      row('build the MultiSendCallOnly batch', build),
      row('parse + check + build, main-thread work', mainThread, 100),
      row('preparePayouts with its chain reads', whole, 1000),
      {
        group: 'payouts',
        name: `gas of the executed batch (${LINES} transfers)`,
        value: Number(executed.receipt.gasUsed),
        unit: 'gas',
      },
    ]
  } finally {
    await devnet.stop()
  }
}

export default { name: 'payouts', run } satisfies BenchModule
