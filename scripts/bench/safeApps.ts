import type { BenchModule, BenchRow } from '../bench'
import { DEMO_OWNER, median, startBenchStack } from './_webStack'

const CALLS = 200

/**
 * `rpcCall` through the wallet's Safe Apps host vs the same JSON-RPC call made directly by the
 * app, both from inside the demo app's iframe (eth_getBalance, allowlisted; sequential, after
 * 20 warm-up calls).
 */
async function run(): Promise<BenchRow[]> {
  const stack = await startBenchStack()
  try {
    const page = await stack.chromium.newPage()
    const appUrl = encodeURIComponent(stack.urls.demoApp)
    await page.goto(`${stack.urls.web}/apps/open?safe=devnet:${stack.demoSafe}&appUrl=${appUrl}`)
    const deadline = Date.now() + 60_000
    let frame = page.frames().find((f) => f.url().startsWith(stack.urls.demoApp))
    while (!frame && Date.now() < deadline) {
      await page.waitForTimeout(250)
      frame = page.frames().find((f) => f.url().startsWith(stack.urls.demoApp))
    }
    if (!frame) throw new Error('the demo app iframe did not open')
    await frame.waitForLoadState('load')
    // A string, not a function: tsx would wrap the named helpers in a `__name` helper the
    // page does not have.
    const timings = (await frame.evaluate(`(async () => {
      const parentOrigin = new URL(document.referrer).origin
      const CALL_PARAMS = [${JSON.stringify(DEMO_OWNER)}, 'latest']
      const viaHost = () => new Promise((resolve, reject) => {
        const id = Math.random().toString(16).slice(2, 12)
        const timer = setTimeout(() => reject(new Error('the host did not answer')), 10000)
        const onMessage = (event) => {
          if (event.source !== window.parent || event.data?.id !== id) return
          window.removeEventListener('message', onMessage)
          clearTimeout(timer)
          if (event.data.success) resolve()
          else reject(new Error(String(event.data.error)))
        }
        window.addEventListener('message', onMessage)
        window.parent.postMessage({ id, method: 'rpcCall',
          params: { call: 'eth_getBalance', params: CALL_PARAMS }, env: { sdkVersion: '9.1.0' } }, parentOrigin)
      })
      const direct = async () => {
        const response = await fetch(${JSON.stringify(stack.urls.rpc)}, { method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: CALL_PARAMS }) })
        await response.json()
      }
      const measure = async (fn) => {
        for (let i = 0; i < 20; i++) await fn()
        const out = []
        for (let i = 0; i < ${CALLS}; i++) {
          const t = performance.now()
          await fn()
          out.push(performance.now() - t)
        }
        return out
      }
      return { host: await measure(viaHost), direct: await measure(direct) }
    })()`)) as { host: number[]; direct: number[] }
    const host = median(timings.host)
    const direct = median(timings.direct)
    const extra = host - direct
    return [
      {
        group: 'safe-apps',
        name: `rpcCall through the host (median of ${CALLS})`,
        value: host,
        unit: 'ms',
      },
      {
        group: 'safe-apps',
        name: `direct JSON-RPC call (median of ${CALLS})`,
        value: direct,
        unit: 'ms',
      },
      {
        group: 'safe-apps',
        name: 'rpcCall overhead of the host (median difference)',
        value: extra,
        unit: 'ms',
        target: '≤ 5',
        pass: extra <= 5,
      },
    ]
  } finally {
    await stack.close()
  }
}

const safeAppsBench: BenchModule = { name: 'safeApps', run }
export default safeAppsBench
