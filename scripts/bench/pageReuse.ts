import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { ReusablePages } from '../../e2e/src/harness/reusablePages'
import type { BenchModule, BenchRow } from '../bench'
import { median, startBenchStack } from './_webStack'

const ROUNDS = 5
const TICKS_PER_SECOND = 100

/**
 * What a browser test pays to open the demo Safe's queue page (issue #29 §6): Chromium's CPU
 * for a new context and page, against the same page emptied by the browser suites' harness
 * (`e2e/src/harness/reusablePages.ts`) and opened again. CPU-seconds, not milliseconds: on the
 * 2-core CI machine `npm test` is bound by CPU, and a page's cost is spread over the browser,
 * GPU, network and renderer processes. Read from /proc for every process under this one, before
 * the context closes (a renderer's time is gone with it).
 */
async function run(): Promise<BenchRow[]> {
  const stack = await startBenchStack()
  try {
    const url = `${stack.urls.web}/transactions/queue?safe=devnet:${stack.demoSafe}`
    const open = async (page: Page) => {
      await page.goto(url)
      await page.getByTestId('tx-row').first().waitFor({ timeout: 60_000 })
    }
    const measure = async (step: () => Promise<void>) => {
      const before = chromiumCpuSeconds()
      await step()
      return chromiumCpuSeconds() - before
    }

    const fresh: number[] = []
    const reused: number[] = []
    const pages = new ReusablePages<{ page: Page }>(stack.urls)
    const kept = await stack.chromium.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await kept.newPage()
    pages.add('queue', { page })
    await open(page)
    for (let round = 0; round < ROUNDS; round++) {
      let context: Awaited<ReturnType<typeof stack.chromium.browser.newContext>> | undefined
      fresh.push(
        await measure(async () => {
          context = await stack.chromium.browser.newContext({
            viewport: { width: 1280, height: 900 },
          })
          await open(await context.newPage())
        }),
      )
      await context?.close()
      await pages.release(page)
      reused.push(
        await measure(async () => {
          const entry = await pages.take('queue')
          if (!entry) throw new Error('the released page was not handed back')
          await open(entry.page)
        }),
      )
    }
    await kept.close()
    const freshMedian = median(fresh)
    const reusedMedian = median(reused)
    const note = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ')
    return [
      {
        group: 'page-reuse',
        name: `queue page in a new context: Chromium CPU (median of ${ROUNDS})`,
        value: freshMedian,
        unit: 'CPU-s',
        note: note(fresh),
      },
      {
        group: 'page-reuse',
        name: `queue page in a reused, emptied page: Chromium CPU (median of ${ROUNDS})`,
        value: reusedMedian,
        unit: 'CPU-s',
        note: note(reused),
      },
      {
        group: 'page-reuse',
        name: 'reused / new context',
        value: reusedMedian / freshMedian,
        unit: '×',
      },
    ]
  } finally {
    await stack.close()
  }
}

/** CPU seconds so far of the Chromium processes descended from this process. */
function chromiumCpuSeconds(): number {
  const children = new Map<number, number[]>()
  const ticks = new Map<number, number>()
  const names = new Map<number, string>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pid = Number(entry)
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), pid])
      ticks.set(pid, Number(fields[11]) + Number(fields[12]))
      names.set(pid, stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))
    } catch {
      // The process ended while it was read.
    }
  }
  let total = 0
  const pending = [...(children.get(process.pid) ?? [])]
  while (pending.length > 0) {
    const pid = pending.pop() as number
    if (names.get(pid)?.includes('chrom')) total += ticks.get(pid) ?? 0
    pending.push(...(children.get(pid) ?? []))
  }
  return total / TICKS_PER_SECOND
}

const pageReuseBench: BenchModule = { name: 'pageReuse', run }
export default pageReuseBench
