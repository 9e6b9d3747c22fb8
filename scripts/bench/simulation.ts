import { buildSafeTransaction, safeTxHash } from '@assent/core'
import { analyseTransaction, readOnChainSafeState } from '@assent/review'
import { type Address, createPublicClient, http } from 'viem'
import { injectWallet } from '../../e2e/src/harness/injectedWallet'
import type { BenchModule, BenchRow } from '../bench'
import { DEMO_OWNER, median, startBenchStack } from './_webStack'

const ENGINE_RUNS = 20
const REVIEW_RUNS = 9
const CHAIN_ID = 31337
/** Devnet account 1: an owner of the demo Safe who has not signed its queue yet. */
const SECOND_OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * Issue #15: the simulation of a queued transaction (the analysis code the review runs, against
 * the devnet's RPC, median of 20), and in Chromium the time from pressing Confirm on a queued
 * row to "What this does" showing its outcome (median of 9, a fresh page each time so nothing
 * comes from the query cache).
 */
async function run(): Promise<BenchRow[]> {
  const stack = await startBenchStack()
  try {
    const safe = stack.demoSafe as Address
    const client = createPublicClient({ transport: http(stack.urls.rpc) })
    const engine: number[] = []
    for (let i = 0; i < ENGINE_RUNS; i++) {
      const state = await readOnChainSafeState(client, { chainId: CHAIN_ID, address: safe })
      // A payment queued one behind the next nonce, like a typical queue entry.
      const tx = buildSafeTransaction({
        to: DEMO_OWNER,
        value: 1_000n + BigInt(i),
        nonce: BigInt(state.nonce + 1),
      })
      const hash = safeTxHash({
        chainId: CHAIN_ID,
        safeAddress: safe,
        safeVersion: state.version ?? '1.4.1',
        tx,
      })
      const started = performance.now()
      const report = await analyseTransaction({
        client,
        chainId: CHAIN_ID,
        safe,
        tx,
        safeTxHash: hash,
        state,
      })
      engine.push(performance.now() - started)
      if (report.run.outcome !== 'success') {
        throw new Error(`the bench transfer did not simulate: ${report.run.revertReason}`)
      }
    }

    const review: number[] = []
    for (let i = 0; i < REVIEW_RUNS; i++) {
      const context = await stack.chromium.browser.newContext({
        viewport: { width: 1280, height: 900 },
      })
      const page = await context.newPage()
      // tsx keeps function names with a `__name` helper the page lacks; the e2e harness's
      // wallet script (written for Vitest's transform) needs it to be a no-op there.
      await page.addInitScript('window.__name = (fn) => fn')
      await injectWallet(page, {
        rpcUrl: stack.urls.rpc,
        account: SECOND_OWNER,
        chainId: CHAIN_ID,
      })
      // Both moments are taken inside the page: the click, and the first frame that shows
      // the outcome (no round trips of the driving process in the figure).
      await page.addInitScript(`(() => {
        window.addEventListener('click', (event) => {
          if (event.target.closest('[data-testid="tx-row"]')) window.__clickAt = performance.now()
        }, true)
        const tick = () => {
          if (window.__clickAt !== undefined && document.querySelector('[data-testid="simulation-outcome"]')) {
            window.__outcomeAt = performance.now()
          } else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      })()`)
      await page.goto(`${stack.urls.web}/transactions/queue?safe=devnet:${safe}`)
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click({ timeout: 90_000 })
      await page.getByText('Browser Wallet').first().click()
      await page.getByTestId('header-wallet').getByText(SECOND_OWNER.slice(0, 4)).first().waitFor()
      const action = page
        .getByTestId('tx-row')
        .getByRole('button', { name: /^(Confirm|Execute)$/ })
        .first()
      await action.waitFor({ timeout: 30_000 })
      await action.click()
      await page.getByTestId('simulation-outcome').waitFor({ timeout: 30_000 })
      await page.waitForFunction(() => Reflect.get(window, '__outcomeAt') !== undefined)
      review.push(
        await page.evaluate(
          () =>
            Number(Reflect.get(window, '__outcomeAt')) - Number(Reflect.get(window, '__clickAt')),
        ),
      )
      await context.close()
    }
    const engineMs = median(engine)
    const reviewMs = median(review)
    return [
      {
        group: 'simulation',
        name: `simulate a queued transfer and read its effects (eth_simulateV1, median of ${ENGINE_RUNS})`,
        value: engineMs,
        unit: 'ms',
        target: '≤ 300',
        pass: engineMs <= 300,
        note: `min ${Math.min(...engine).toFixed(0)}, max ${Math.max(...engine).toFixed(0)}`,
      },
      {
        group: 'simulation',
        name: `Confirm pressed → "What this does" shows the outcome (median of ${REVIEW_RUNS})`,
        value: reviewMs,
        unit: 'ms',
        target: '≤ 500',
        pass: reviewMs <= 500,
        note: review.map((v) => v.toFixed(0)).join(', '),
      },
    ]
  } finally {
    await stack.close()
  }
}

const simulationBench: BenchModule = { name: 'simulation', run }
export default simulationBench
